import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { withDatabase } from './connection-url.js';
import { dropDatabase } from './database-admin.js';
import { waitFor } from '../events/testing/wait-for.js';
import { MIGRATION_LOCK_CONTENT, migrationTimestamp } from './migration-files.js';

// The built CLI, as `npm run migrate` runs it (tests run from the sources, the build makes dist/).
const CLI = fileURLToPath(new URL('../../dist/database/cli.js', import.meta.url));
const SERVER =
  process.env.TEST_POSTGRES_URL ||
  process.env.DATABASE_URL ||
  'postgresql://postgres@127.0.0.1:5432/postgres';

const SCHEMA = `
datasource db {
  provider = "postgresql"
}

model Challenge {
  id    String @id @db.Uuid
  title String

  @@map("challenges")
}
`;

const CHANGED_SCHEMA = SCHEMA.replace(
  '  title String\n',
  '  title String\n  summary String @default("")\n  status Status @default(DRAFT)\n',
).concat('\nenum Status {\n  DRAFT\n  OPEN\n}\n');

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

describe('database CLI', () => {
  const url = withDatabase(SERVER, `platform_cli_test_${randomBytes(5).toString('hex')}`);
  let serviceDir: string;
  let migrationsDir: string;

  async function cli(...args: string[]): Promise<CliResult> {
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, ...args], {
        env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
        timeout: 60_000,
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failure = error as { code?: number; stdout?: string; stderr?: string };
      return { code: failure.code ?? -1, stdout: failure.stdout ?? '', stderr: failure.stderr ?? '' };
    }
  }

  async function migrationFolders(): Promise<string[]> {
    return (await readdir(migrationsDir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  }

  beforeAll(async () => {
    serviceDir = join(await mkdtemp(join(tmpdir(), 'platform-cli-')), 'challenges');
    migrationsDir = join(serviceDir, 'prisma', 'migrations');
    await mkdir(join(serviceDir, 'prisma'), { recursive: true });
    await writeFile(join(serviceDir, 'prisma', 'schema.prisma'), SCHEMA);
  });

  afterAll(async () => {
    await dropDatabase(url);
    await rm(dirname(serviceDir), { recursive: true, force: true });
  });

  it('writes the first migration from empty, with the lock file', async () => {
    const result = await cli('create-migration', serviceDir, 'init');
    assert.equal(result.code, 0, result.stderr);
    const [folder] = await migrationFolders();
    assert.match(folder, /^\d{14}_init$/);
    assert.match(
      await readFile(join(migrationsDir, folder, 'migration.sql'), 'utf8'),
      /CREATE TABLE "challenges"/,
    );
    assert.equal(await readFile(join(migrationsDir, 'migration_lock.toml'), 'utf8'), MIGRATION_LOCK_CONTENT);
    // Hand-written SQL the schema cannot express; reading it back from a live database used to crash
    // the engine (a CHECK constraint's type is a Postgres "char").
    await appendFile(
      join(migrationsDir, folder, 'migration.sql'),
      '\nALTER TABLE "challenges" ADD CONSTRAINT "challenges_title_check" CHECK (length("title") > 0);\n',
    );
  });

  it('writes nothing while the schema is unchanged', async () => {
    const result = await cli('create-migration', serviceDir, 'nothing');
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /No schema changes/);
    assert.equal((await migrationFolders()).length, 1);
  });

  it('writes only the change for a later migration', async () => {
    await writeFile(join(serviceDir, 'prisma', 'schema.prisma'), CHANGED_SCHEMA);
    // Folder names carry the time to the second: the later migration needs a later second than the first one's.
    const [first] = await migrationFolders();
    await waitFor(
      'a second later than the first migration',
      () => migrationTimestamp(new Date()) > first!.slice(0, 14),
    );
    const result = await cli('create-migration', serviceDir, 'add status');
    assert.equal(result.code, 0, result.stderr);
    const folders = await migrationFolders();
    assert.equal(folders.length, 2);
    assert.match(folders[1], /^\d{14}_add_status$/);
    const sql = await readFile(join(migrationsDir, folders[1], 'migration.sql'), 'utf8');
    assert.match(sql, /CREATE TYPE "Status" AS ENUM \('DRAFT', 'OPEN'\)/);
    assert.match(sql, /ALTER TABLE "challenges" ADD COLUMN\s+"status" "Status" NOT NULL DEFAULT 'DRAFT'/);
    assert.doesNotMatch(sql, /CREATE TABLE/);
  });

  it('migrates the service database and finds no drift', async () => {
    const migrated = await cli('migrate', serviceDir);
    assert.equal(migrated.code, 0, migrated.stderr);
    assert.match(migrated.stdout, /applied 2 migration\(s\)/);
    const again = await cli('migrate', serviceDir);
    assert.match(again.stdout, /applied 0 migration\(s\)/);
    const drift = await cli('drift', serviceDir);
    assert.equal(drift.code, 0, drift.stdout);
    assert.match(drift.stdout, /matches/);
  });

  it('exits with 1 and lists drift when the schema moved on without a migration', async () => {
    await writeFile(
      join(serviceDir, 'prisma', 'schema.prisma'),
      CHANGED_SCHEMA.replace('  title String\n', ''),
    );
    const drift = await cli('drift', serviceDir);
    assert.equal(drift.code, 1);
    assert.match(drift.stdout, /unexpected column "challenges"\."title"/);
  });

  it('explains its usage', async () => {
    const result = await cli('frobnicate', serviceDir);
    assert.equal(result.code, 2);
    assert.match(result.stderr, /Unknown command "frobnicate"/);
  });
});
