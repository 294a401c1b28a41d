import { readFile } from 'node:fs/promises';
import pg from 'pg';

/** The part of Prisma's DMMF (from @prisma/prisma-schema-wasm's `get_dmmf`) the comparison reads. */
interface DmmfField {
  name: string;
  dbName?: string | null;
  kind: 'scalar' | 'enum' | 'object' | 'unsupported';
  type: string;
  isList: boolean;
  isRequired: boolean;
  isId: boolean;
  nativeType?: [string, string[]] | null;
  relationName?: string;
  relationFromFields?: string[];
}

interface DmmfModel {
  name: string;
  dbName: string | null;
  fields: DmmfField[];
}

interface DmmfEnum {
  name: string;
  dbName?: string | null;
  values: { name: string; dbName: string | null }[];
}

interface Dmmf {
  datamodel: { models: DmmfModel[]; enums: DmmfEnum[] };
}

interface ExpectedColumn {
  label: string;
  /** Postgres `udt_name`, or null where the schema does not pin it down. */
  udt: string | null;
  nullable: boolean;
}

interface ExpectedTable {
  label: string;
  columns: Map<string, ExpectedColumn>;
}

const HISTORY_TABLE = '_prisma_migrations';

/** Postgres type names (`udt_name`) of Prisma scalars and native types. */
const SCALAR_UDT: Record<string, string> = {
  String: 'text',
  Boolean: 'bool',
  Int: 'int4',
  BigInt: 'int8',
  Float: 'float8',
  Decimal: 'numeric',
  DateTime: 'timestamp',
  Json: 'jsonb',
  Bytes: 'bytea',
};

const NATIVE_UDT: Record<string, string> = {
  Text: 'text',
  VarChar: 'varchar',
  Char: 'bpchar',
  Uuid: 'uuid',
  Xml: 'xml',
  Inet: 'inet',
  Citext: 'citext',
  Bit: 'bit',
  VarBit: 'varbit',
  Boolean: 'bool',
  SmallInt: 'int2',
  Integer: 'int4',
  Oid: 'oid',
  BigInt: 'int8',
  Real: 'float4',
  DoublePrecision: 'float8',
  Decimal: 'numeric',
  Money: 'money',
  Timestamp: 'timestamp',
  Timestamptz: 'timestamptz',
  Date: 'date',
  Time: 'time',
  Timetz: 'timetz',
  Json: 'json',
  JsonB: 'jsonb',
  ByteA: 'bytea',
};

/** Parses a schema with Prisma's own parser (loaded on first use: it compiles a 3 MB wasm module). */
export async function readDmmf(schema: string): Promise<Dmmf> {
  const { default: prismaSchemaWasm } = await import('@prisma/prisma-schema-wasm');
  try {
    return JSON.parse(prismaSchemaWasm.get_dmmf(JSON.stringify({ prismaSchema: schema }))) as Dmmf;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`Invalid Prisma schema: ${detail}`, { cause: error });
  }
}

const enumDbName = (enumeration: DmmfEnum) => enumeration.dbName ?? enumeration.name;
const tableName = (model: DmmfModel) => model.dbName ?? model.name;
const columnName = (field: DmmfField) => field.dbName ?? field.name;

function expectedUdt(field: DmmfField, enums: Map<string, DmmfEnum>): string | null {
  let udt: string | undefined;
  if (field.kind === 'enum') {
    const enumeration = enums.get(field.type);
    udt = enumeration && enumDbName(enumeration);
  } else if (field.nativeType) {
    udt = NATIVE_UDT[field.nativeType[0]];
  } else {
    udt = SCALAR_UDT[field.type];
  }
  if (!udt) return null;
  return field.isList ? `_${udt}` : udt;
}

/** Implicit many-to-many relations live in `_<RelationName>` with columns A and B (models sorted by name). */
function implicitJoinTables(models: DmmfModel[], enums: Map<string, DmmfEnum>): Map<string, ExpectedTable> {
  const byName = new Map(models.map((model) => [model.name, model]));
  const idUdt = (model: DmmfModel) => {
    const id = model.fields.find((field) => field.isId);
    return id ? expectedUdt(id, enums) : null;
  };
  const tables = new Map<string, ExpectedTable>();
  for (const model of models) {
    for (const field of model.fields) {
      if (field.kind !== 'object' || !field.isList || !field.relationName) continue;
      const other = byName.get(field.type);
      const back = other?.fields.find(
        (candidate) =>
          candidate.relationName === field.relationName && candidate.kind === 'object' && candidate !== field,
      );
      if (!other || !back?.isList || field.relationFromFields?.length || back.relationFromFields?.length)
        continue;
      const name = `_${field.relationName}`;
      if (tables.has(name)) continue;
      const [a, b] = [model, other].sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
      tables.set(name, {
        label: `relation ${field.relationName}`,
        columns: new Map([
          ['A', { label: `${field.relationName}.A`, udt: idUdt(a), nullable: false }],
          ['B', { label: `${field.relationName}.B`, udt: idUdt(b), nullable: false }],
        ]),
      });
    }
  }
  return tables;
}

function expectedTables(dmmf: Dmmf): Map<string, ExpectedTable> {
  const enums = new Map(dmmf.datamodel.enums.map((enumeration) => [enumeration.name, enumeration]));
  const tables = new Map<string, ExpectedTable>();
  for (const model of dmmf.datamodel.models) {
    const columns = new Map<string, ExpectedColumn>();
    for (const field of model.fields) {
      if (field.kind !== 'scalar' && field.kind !== 'enum') continue;
      columns.set(columnName(field), {
        label: `${model.name}.${field.name}`,
        udt: expectedUdt(field, enums),
        // Prisma creates scalar lists as nullable arrays.
        nullable: field.isList || !field.isRequired,
      });
    }
    tables.set(tableName(model), { label: `model ${model.name}`, columns });
  }
  for (const [name, table] of implicitJoinTables(dmmf.datamodel.models, enums)) tables.set(name, table);
  return tables;
}

interface LiveColumn {
  table_name: string;
  column_name: string;
  is_nullable: 'YES' | 'NO';
  udt_name: string;
}

async function readLiveSchema(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    const columns = await client.query<LiveColumn>(
      `SELECT table_name, column_name, is_nullable, udt_name FROM information_schema.columns
       WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
    );
    const enums = await client.query<{ name: string; value: string }>(
      `SELECT t.typname AS name, e.enumlabel AS value
       FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
       WHERE t.typnamespace = current_schema()::regnamespace
       ORDER BY t.typname, e.enumsortorder`,
    );
    const liveTables = new Map<string, Map<string, LiveColumn>>();
    for (const { table_name } of tables.rows) liveTables.set(table_name, new Map());
    for (const column of columns.rows) liveTables.get(column.table_name)?.set(column.column_name, column);
    const liveEnums = new Map<string, string[]>();
    for (const { name, value } of enums.rows) liveEnums.set(name, [...(liveEnums.get(name) ?? []), value]);
    return { tables: liveTables, enums: liveEnums };
  } finally {
    await client.end();
  }
}

function compareTables(
  expected: Map<string, ExpectedTable>,
  live: Map<string, Map<string, LiveColumn>>,
): string[] {
  const differences: string[] = [];
  for (const [table, { label, columns }] of expected) {
    const liveColumns = live.get(table);
    if (!liveColumns) {
      differences.push(`missing table "${table}" (${label})`);
      continue;
    }
    for (const [column, want] of columns) {
      const have = liveColumns.get(column);
      const name = `"${table}"."${column}"`;
      if (!have) {
        differences.push(`missing column ${name} (${want.label})`);
        continue;
      }
      const nullable = have.is_nullable === 'YES';
      if (nullable !== want.nullable) {
        differences.push(
          `column ${name} is ${nullable ? 'nullable' : 'NOT NULL'} in the database but ${want.nullable ? 'optional' : 'required'} in the schema`,
        );
      }
      if (want.udt !== null && have.udt_name !== want.udt) {
        differences.push(
          `column ${name} has type ${have.udt_name} in the database, the schema expects ${want.udt}`,
        );
      }
    }
    for (const column of liveColumns.keys()) {
      if (!columns.has(column))
        differences.push(`unexpected column "${table}"."${column}" (not in the schema)`);
    }
  }
  for (const table of live.keys()) {
    if (!expected.has(table) && table !== HISTORY_TABLE)
      differences.push(`unexpected table "${table}" (not in the schema)`);
  }
  return differences;
}

function compareEnums(expected: DmmfEnum[], live: Map<string, string[]>): string[] {
  const differences: string[] = [];
  const expectedNames = new Set(expected.map(enumDbName));
  for (const enumeration of expected) {
    const name = enumDbName(enumeration);
    const liveValues = live.get(name);
    if (!liveValues) {
      differences.push(`missing enum "${name}" (enum ${enumeration.name})`);
      continue;
    }
    const wanted = enumeration.values.map((value) => value.dbName ?? value.name);
    for (const value of wanted) {
      if (!liveValues.includes(value)) differences.push(`enum "${name}" lacks value "${value}"`);
    }
    for (const value of liveValues) {
      if (!wanted.includes(value))
        differences.push(`enum "${name}" has value "${value}" that the schema does not define`);
    }
  }
  for (const name of live.keys()) {
    if (!expectedNames.has(name)) differences.push(`unexpected enum "${name}" (not in the schema)`);
  }
  return differences;
}

/**
 * Compares the models and enums of a schema.prisma with the live database (its current schema, in
 * practice `public`): tables, columns, nullability, column types (by Postgres type name, where the
 * schema fixes one) and enum values, honouring @@map and @map. Indexes, defaults and foreign keys
 * are not compared. Returns readable differences; empty when they agree.
 */
export async function findSchemaDrift(schemaPath: string, url: string): Promise<string[]> {
  const dmmf = await readDmmf(await readFile(schemaPath, 'utf8'));
  const live = await readLiveSchema(url);
  return [
    ...compareTables(expectedTables(dmmf), live.tables),
    ...compareEnums(dmmf.datamodel.enums, live.enums),
  ];
}
