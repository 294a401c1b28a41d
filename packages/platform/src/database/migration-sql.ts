import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { applyMigrations } from './apply-migrations.js';
import { maintenanceUrl, withDatabase } from './connection-url.js';
import { dropDatabase, ensureDatabase } from './database-admin.js';
import { readMigrations } from './migration-files.js';
import { NO_FILTERS, runSchemaDiff } from './schema-diff.js';
import type { SchemaFile } from './schema-engine.js';

/** Where the schema engine connects when it only needs a server: local unless DATABASE_URL says otherwise. */
function defaultServerUrl(): string {
  return process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
}

async function readSchema(schemaPath: string): Promise<SchemaFile> {
  return { path: basename(schemaPath), content: await readFile(schemaPath, 'utf8') };
}

/** The engine's text without its Rust backtrace, for error messages. */
function engineError(action: string, error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`${action}: ${message.split(/\n\s+0: /)[0].trim()}`, { cause: error });
}

/**
 * The SQL that creates the schema's whole database structure from nothing (the first migration),
 * or null when the schema defines nothing. The engine insists on a reachable server: it connects to
 * the `postgres` database of `serverUrl`'s server and writes nothing.
 */
export async function generateMigrationSql(
  schemaPath: string,
  serverUrl = defaultServerUrl(),
): Promise<string | null> {
  const schema = await readSchema(schemaPath);
  const result = await runSchemaDiff(maintenanceUrl(serverUrl), [schema], {
    from: { tag: 'empty' },
    to: { tag: 'schemaDatamodel', files: [schema] },
    script: true,
    exitCode: true,
    filters: NO_FILTERS,
  }).catch((error: unknown) => {
    throw engineError(`Cannot generate SQL for ${schemaPath}`, error);
  });
  return result.exitCode === 0 ? null : (result.stdout ?? '');
}

/**
 * The SQL that brings the live database at `url` to the schema, or null when they agree. The engine
 * reads the database's catalog, so manual changes show up too.
 */
export async function diffDatabaseToSchema(url: string, schemaPath: string): Promise<string | null> {
  const schema = await readSchema(schemaPath);
  const result = await runSchemaDiff(url, [schema], {
    from: { tag: 'schemaDatasource', files: [schema], configDir: dirname(schemaPath) },
    to: { tag: 'schemaDatamodel', files: [schema] },
    script: true,
    exitCode: true,
    filters: NO_FILTERS,
  }).catch((error: unknown) => {
    throw engineError(`Cannot compare the database with ${schemaPath}`, error);
  });
  return result.exitCode === 0 ? null : (result.stdout ?? '');
}

/**
 * The SQL of the next migration: what the schema adds to the state the existing migrations build,
 * or null when they already match. With no migrations yet, this is the diff from empty.
 *
 * How (verified with the pinned engine): replay the migrations into a scratch database on
 * `serverUrl`'s server with the same runner as deployments, diff that live database to the schema
 * (works once adapter-pg's "char" gap is bridged, see schema-engine.ts), drop the scratch database.
 * The engine's own `migrations` diff source is not used: it needs a shadow database, which
 * adapter-pg 7.10 creates but then connects past, running the migrations in the main database.
 * Hand-written SQL in earlier migrations is taken into account, which a diff between saved schema
 * files would miss. Needs permission to create databases.
 */
export async function generateNextMigrationSql(
  migrationsDir: string,
  schemaPath: string,
  serverUrl = defaultServerUrl(),
): Promise<string | null> {
  if ((await readMigrations(migrationsDir)).length === 0) return generateMigrationSql(schemaPath, serverUrl);

  const scratchUrl = withDatabase(serverUrl, `creators_migration_scratch_${randomBytes(6).toString('hex')}`);
  await ensureDatabase(scratchUrl);
  try {
    await applyMigrations(scratchUrl, migrationsDir);
    return await diffDatabaseToSchema(scratchUrl, schemaPath);
  } finally {
    await dropDatabase(scratchUrl);
  }
}
