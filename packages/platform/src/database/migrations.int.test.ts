import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import pg from 'pg';
import { applyMigrations, markMigrationRolledBack } from './apply-migrations.js';
import { withDatabase } from './connection-url.js';
import { dropDatabase, ensureDatabase } from './database-admin.js';
import { migrationChecksum } from './migration-files.js';
import { diffDatabaseToSchema, generateMigrationSql } from './migration-sql.js';
import { findSchemaDrift } from './schema-drift.js';

const SERVER =
  process.env.TEST_POSTGRES_URL ||
  process.env.DATABASE_URL ||
  'postgresql://postgres@127.0.0.1:5432/postgres';

const SCHEMA = `
datasource db {
  provider = "postgresql"
}

enum Role {
  MEMBER
  ORGANISER @map("organiser")

  @@map("role")
}

model Account {
  id        String    @id @default(uuid()) @db.Uuid
  email     String    @unique @db.VarChar(320)
  name      String?
  role      Role      @default(MEMBER)
  tags      String[]
  createdAt DateTime  @default(now()) @map("created_at") @db.Timestamptz(3)
  posts     Post[]
  groups    Group[]

  @@map("accounts")
}

model Post {
  id       Int     @id @default(autoincrement())
  title    String
  body     Json?
  authorId String  @map("author_id") @db.Uuid
  author   Account @relation(fields: [authorId], references: [id])
}

model Group {
  id      BigInt    @id
  members Account[]
}
`;

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

describe('migrations against PostgreSQL', () => {
  const suffix = randomBytes(5).toString('hex');
  const url = withDatabase(SERVER, `platform_test_${suffix}`);
  const concurrentUrl = withDatabase(SERVER, `platform_test_${suffix}_concurrent`);
  let dir: string;
  let schemaPath: string;
  let migrationsDir: string;
  const init = '20250101000000_init';

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'platform-migrations-'));
    schemaPath = join(dir, 'schema.prisma');
    migrationsDir = join(dir, 'migrations');
    await writeFile(schemaPath, SCHEMA);
  });

  afterAll(async () => {
    await dropDatabase(url);
    await dropDatabase(concurrentUrl);
    await rm(dir, { recursive: true, force: true });
  });

  it('creates the database once', async () => {
    assert.equal(await ensureDatabase(url), true);
    assert.equal(await ensureDatabase(url), false);
    const [ensured] = await Promise.all([ensureDatabase(concurrentUrl), ensureDatabase(concurrentUrl)]);
    assert.equal(typeof ensured, 'boolean');
  });

  it('generates the SQL of the whole schema from empty', async () => {
    const sql = await generateMigrationSql(schemaPath, SERVER);
    assert.ok(sql);
    assert.match(sql, /CREATE TYPE "role" AS ENUM \('MEMBER', 'organiser'\)/);
    assert.match(sql, /CREATE TABLE "accounts"/);
    assert.match(sql, /"created_at" TIMESTAMPTZ\(3\)/);
    assert.match(sql, /CREATE TABLE "_AccountToGroup"/);
    await mkdir(join(migrationsDir, init), { recursive: true });
    await writeFile(join(migrationsDir, init, 'migration.sql'), sql);
  });

  it('applies pending migrations once', async () => {
    assert.deepEqual(await applyMigrations(url, migrationsDir), [init]);
    assert.deepEqual(await applyMigrations(url, migrationsDir), []);
  });

  it('records them in _prisma_migrations as Prisma does', async () => {
    const columns = await query<{ column_name: string; data_type: string; is_nullable: string }>(
      url,
      `SELECT column_name, data_type, is_nullable FROM information_schema.columns
       WHERE table_name = '_prisma_migrations' ORDER BY ordinal_position`,
    );
    assert.deepEqual(
      columns.map((column) => `${column.column_name} ${column.data_type} ${column.is_nullable}`),
      [
        'id character varying NO',
        'checksum character varying NO',
        'finished_at timestamp with time zone YES',
        'migration_name character varying NO',
        'logs text YES',
        'rolled_back_at timestamp with time zone YES',
        'started_at timestamp with time zone NO',
        'applied_steps_count integer NO',
      ],
    );
    const rows = await query<Record<string, unknown>>(url, 'SELECT * FROM "_prisma_migrations"');
    assert.equal(rows.length, 1);
    const [row] = rows;
    const script = await readFile(join(migrationsDir, init, 'migration.sql'), 'utf8');
    assert.equal(row.migration_name, init);
    assert.equal(row.checksum, migrationChecksum(script));
    assert.match(String(row.id), /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.ok(row.finished_at instanceof Date);
    assert.ok(row.started_at instanceof Date && row.started_at <= row.finished_at);
    assert.equal(row.rolled_back_at, null);
    assert.equal(row.logs, null);
    assert.equal(row.applied_steps_count, 1);
  });

  it('lets concurrent runs apply each migration exactly once', async () => {
    const slowDir = join(dir, 'slow-migrations');
    await mkdir(join(slowDir, '20250101000000_slow'), { recursive: true });
    await writeFile(
      join(slowDir, '20250101000000_slow', 'migration.sql'),
      'SELECT pg_sleep(0.3);\nCREATE TABLE "slow" ("id" INTEGER PRIMARY KEY);\n',
    );
    const results = await Promise.all([
      applyMigrations(concurrentUrl, slowDir),
      applyMigrations(concurrentUrl, slowDir),
    ]);
    assert.deepEqual(results.map((applied) => applied.length).sort(), [0, 1]);
    const rows = await query(concurrentUrl, 'SELECT migration_name FROM "_prisma_migrations"');
    assert.equal(rows.length, 1);
  });

  it('finds no drift between the migrated database and the schema', async () => {
    assert.deepEqual(await findSchemaDrift(schemaPath, url), []);
    assert.equal(await diffDatabaseToSchema(url, schemaPath), null);
  });

  it('reports columns added or dropped by hand', async () => {
    await query(url, 'ALTER TABLE "accounts" ADD COLUMN "nickname" TEXT');
    await query(url, 'ALTER TABLE "Post" DROP COLUMN "title"');
    await query(url, 'ALTER TABLE "accounts" ALTER COLUMN "name" SET NOT NULL');
    await query(url, 'ALTER TABLE "accounts" ALTER COLUMN "email" TYPE TEXT');
    await query(url, `ALTER TYPE "role" ADD VALUE 'GUEST'`);
    await query(url, 'CREATE TABLE "stray" ("id" INTEGER)');
    try {
      assert.deepEqual((await findSchemaDrift(schemaPath, url)).sort(), [
        'column "accounts"."email" has type text in the database, the schema expects varchar',
        'column "accounts"."name" is NOT NULL in the database but optional in the schema',
        'enum "role" has value "GUEST" that the schema does not define',
        'missing column "Post"."title" (Post.title)',
        'unexpected column "accounts"."nickname" (not in the schema)',
        'unexpected table "stray" (not in the schema)',
      ]);
      const sql = await diffDatabaseToSchema(url, schemaPath);
      assert.match(sql ?? '', /DROP COLUMN "nickname"/);
      assert.match(sql ?? '', /ADD COLUMN\s+"title"/);
    } finally {
      await query(url, 'DROP TABLE "stray"');
      await query(url, 'ALTER TABLE "accounts" DROP COLUMN "nickname"');
      await query(url, `ALTER TABLE "Post" ADD COLUMN "title" TEXT NOT NULL DEFAULT ''`);
      await query(url, 'ALTER TABLE "accounts" ALTER COLUMN "name" DROP NOT NULL');
      await query(url, 'ALTER TABLE "accounts" ALTER COLUMN "email" TYPE VARCHAR(320)');
    }
  });

  it('reports a missing table and enum', async () => {
    const extended = `${SCHEMA}\nenum Mood {\n  CALM\n}\n\nmodel Note {\n  id Int @id\n  mood Mood\n}\n`;
    const extendedPath = join(dir, 'extended.prisma');
    await writeFile(extendedPath, extended);
    const drift = await findSchemaDrift(extendedPath, url);
    assert.ok(drift.includes('missing table "Note" (model Note)'), drift.join('\n'));
    assert.ok(drift.includes('missing enum "Mood" (enum Mood)'), drift.join('\n'));
  });

  it('refuses to run when an applied migration was edited', async () => {
    const path = join(migrationsDir, init, 'migration.sql');
    const original = await readFile(path, 'utf8');
    try {
      await writeFile(path, original.replaceAll('\n', '\r\n'));
      assert.deepEqual(await applyMigrations(url, migrationsDir), [], 'line endings alone are not an edit');
      await writeFile(path, `${original}\n-- edited\n`);
      await assert.rejects(applyMigrations(url, migrationsDir), /checksum differs.*20250101000000_init/s);
    } finally {
      await writeFile(path, original);
    }
  });

  it('rolls back a failing migration, records it and refuses to go on until resolved', async () => {
    const name = '20250102000000_broken';
    const path = join(migrationsDir, name, 'migration.sql');
    await mkdir(join(migrationsDir, name), { recursive: true });
    await writeFile(path, 'CREATE TABLE "half" ("id" INTEGER);\nSELECT * FROM "no_such_table";\n');

    await assert.rejects(
      applyMigrations(url, migrationsDir),
      /20250102000000_broken failed and was rolled back.*no_such_table/s,
    );
    const [failed] = await query<{ finished_at: Date | null; logs: string }>(
      url,
      'SELECT finished_at, logs FROM "_prisma_migrations" WHERE migration_name = $1',
      [name],
    );
    assert.equal(failed.finished_at, null);
    assert.match(failed.logs, /no_such_table/);
    assert.deepEqual(await query(url, `SELECT to_regclass('"half"') AS half`), [{ half: null }]);

    await writeFile(path, 'CREATE TABLE "half" ("id" INTEGER);\n');
    await assert.rejects(
      applyMigrations(url, migrationsDir),
      /failed migration is recorded.*resolve-rolled-back/s,
    );

    assert.equal(await markMigrationRolledBack(url, name), true);
    assert.deepEqual(await applyMigrations(url, migrationsDir), [name]);
    const history = await query<{
      migration_name: string;
      rolled_back_at: Date | null;
      finished_at: Date | null;
    }>(
      url,
      'SELECT migration_name, rolled_back_at, finished_at FROM "_prisma_migrations" WHERE migration_name = $1 ORDER BY started_at',
      [name],
    );
    assert.equal(history.length, 2);
    assert.ok(history[0].rolled_back_at && !history[0].finished_at);
    assert.ok(!history[1].rolled_back_at && history[1].finished_at);
  });
});
