import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  bindMigrationAwareSqlAdapterFactory,
  ColumnTypeEnum,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type SqlQuery,
  type SqlQueryable,
  type SqlResultSet,
} from '@prisma/driver-adapter-utils';
import * as bindings from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { SchemaEngine } from '@prisma/schema-engine-wasm/schema_engine_bg';
import pg from 'pg';

/*
 * Prisma's schema engine compiled to WebAssembly (@prisma/schema-engine-wasm, an internal API pinned
 * to one exact version). It reaches PostgreSQL through a driver adapter instead of its own driver,
 * and stands in for the native binary that cannot be downloaded here. Use it through
 * `runSchemaDiff` (schema-diff.ts), which runs it in a worker thread: an engine panic aborts the
 * thread it runs in.
 *
 * Workarounds, each verified with the pinned versions:
 * - The package's entry point imports the .wasm file as an ES module, which Node 20 cannot, so the
 *   module is instantiated here from the bindings file.
 * - adapter-pg has no column type for Postgres "char" (OID 18), which the catalog queries that read
 *   a live schema return (pg_constraint.contype and others): it throws, and the engine reports
 *   "Column type 'char' could not be deserialized". The engine expects those columns as
 *   `Character`. `CatalogClient` relabels "char" columns as uuid, a type no catalog column has, so
 *   adapter-pg passes them through, and `withCharacterColumns` turns that label into `Character`.
 * - adapter-pg's shadow database support connects back to the main database (its connection string
 *   overrides the database it sets), so shadow databases are refused; callers that need a database
 *   built from migrations make one themselves.
 * - The engine's pool is ours: ended after each use so no socket or idle timer lingers.
 */

declare const WebAssembly: {
  instantiate(
    bytes: Uint8Array,
    imports: Record<string, Record<string, unknown>>,
  ): Promise<{ instance: { exports: Record<string, unknown> } }>;
};

export type { SchemaEngine };

export interface SchemaFile {
  path: string;
  content: string;
}

let initialised: Promise<void> | undefined;

function initialise(): Promise<void> {
  initialised ??= (async () => {
    const bindingsPath = createRequire(import.meta.url).resolve(
      '@prisma/schema-engine-wasm/schema_engine_bg',
    );
    const wasm = await readFile(bindingsPath.replace(/\.js$/, '.wasm'));
    const { instance } = await WebAssembly.instantiate(wasm, { './schema_engine_bg.js': { ...bindings } });
    bindings.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
  })();
  return initialised;
}

const POSTGRES_CHAR_OID = 18;
const POSTGRES_UUID_OID = 2950;

function relabelCharColumns<T>(result: T): T {
  for (const set of Array.isArray(result) ? result : [result]) {
    for (const field of (set as Partial<pg.QueryResult> | undefined)?.fields ?? []) {
      if (field.dataTypeID === POSTGRES_CHAR_OID) field.dataTypeID = POSTGRES_UUID_OID;
    }
  }
  return result;
}

type QueryCallback = (error: Error | null, result: unknown) => void;

/** Runs after pg parsed the values ("char" ones stay strings), before adapter-pg reads the types. */
class CatalogClient extends pg.Client {
  // pg's overloads collapse to this runtime shape: (config, values?, callback?).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    if (typeof values === 'function') [values, callback] = [undefined, values];
    if (typeof callback === 'function') {
      const done = callback as QueryCallback;
      return super.query(config, values, (error: Error | null, result: unknown) =>
        done(error, error ? result : relabelCharColumns(result)),
      );
    }
    const pending = super.query(config, values);
    return pending instanceof Promise ? pending.then(relabelCharColumns) : pending;
  }
}

function restoreCharacterColumns(result: SqlResultSet): SqlResultSet {
  const columnTypes = result.columnTypes.map((type) =>
    type === ColumnTypeEnum.Uuid ? ColumnTypeEnum.Character : type,
  );
  return { ...result, columnTypes };
}

/** The same queryable (and its transactions) with uuid-labelled columns reported as `Character`. */
function withCharacterColumns<Queryable extends SqlQueryable>(queryable: Queryable): Queryable {
  return new Proxy(queryable, {
    get(target, property) {
      if (property === 'queryRaw') {
        return async (query: SqlQuery) => restoreCharacterColumns(await target.queryRaw(query));
      }
      if (property === 'startTransaction') {
        return async (...args: unknown[]) =>
          withCharacterColumns(
            await (target as unknown as SqlDriverAdapter).startTransaction(...(args as [])),
          );
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

class SchemaEngineAdapterFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = 'postgres';
  readonly adapterName: string;
  readonly #adapter: PrismaPg;

  constructor(pool: pg.Pool) {
    this.#adapter = new PrismaPg(pool);
    this.adapterName = this.#adapter.adapterName;
  }

  async connect(): Promise<SqlDriverAdapter> {
    return withCharacterColumns(await this.#adapter.connect());
  }

  connectToShadowDb(): Promise<SqlDriverAdapter> {
    return Promise.reject(
      new Error('Shadow databases are not supported; diff against a database built from migrations'),
    );
  }
}

/**
 * Runs `work` with a schema engine connected to `url` (the engine insists on a reachable database
 * even for pure schema-to-schema diffs), then releases the engine and its connections.
 */
export async function withSchemaEngine<T>(
  url: string,
  schemaFiles: SchemaFile[],
  work: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  await initialise();
  const pool = new pg.Pool({ connectionString: url, Client: CatalogClient, max: 2, allowExitOnIdle: true });
  let engine: SchemaEngine | undefined;
  try {
    const adapter = bindMigrationAwareSqlAdapterFactory(new SchemaEngineAdapterFactory(pool));
    const datamodels = schemaFiles.map((file): [string, string] => [file.path, file.content]);
    engine = await bindings.SchemaEngine.new({ datamodels }, () => {}, adapter);
    return await work(engine);
  } finally {
    engine?.free();
    await pool.end();
  }
}
