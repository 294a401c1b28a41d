import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import { redactPassword } from './connection-url.js';
import { checksumMatches, readMigrations, type MigrationFile } from './migration-files.js';

export type MigrationLogger = Pick<Logger, 'info' | 'warn'>;

/**
 * The lock key Prisma Migrate takes (`pg_advisory_lock(72707369)`), so this runner and
 * `prisma migrate deploy` never run at the same time against one database.
 */
const MIGRATION_LOCK_KEY = 72707369;

/** Prisma's own definition of its history table. */
const CREATE_HISTORY_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

interface HistoryRow {
  id: string;
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  logs: string | null;
}

function resolveHint(name: string): string {
  return (
    `After fixing the cause, mark it rolled back with ` +
    `\`node packages/platform/dist/database/cli.js resolve-rolled-back <serviceDir> ${name}\` ` +
    `(or \`prisma migrate resolve --rolled-back ${name}\`).`
  );
}

/** Refuses to go on when history and files disagree; returns the migrations still to apply. */
function pendingMigrations(
  files: MigrationFile[],
  history: HistoryRow[],
  logger?: MigrationLogger,
): MigrationFile[] {
  const failed = history.filter((row) => row.finished_at === null);
  if (failed.length > 0) {
    const details = failed.map(
      (row) => `  - ${row.migration_name}: ${row.logs?.trim() || 'no log recorded'}`,
    );
    throw new Error(
      `A failed migration is recorded in _prisma_migrations; refusing to migrate.\n${details.join('\n')}\n` +
        resolveHint(failed[0].migration_name),
    );
  }

  const applied = new Map(history.map((row) => [row.migration_name, row]));
  const edited = files.filter((file) => {
    const row = applied.get(file.name);
    return row !== undefined && !checksumMatches(file.sql, row.checksum);
  });
  if (edited.length > 0) {
    throw new Error(
      `Applied migrations were changed after they ran (checksum differs); refusing to migrate: ` +
        `${edited.map((file) => file.name).join(', ')}. Restore them and put changes in a new migration.`,
    );
  }

  const onDisk = new Set(files.map((file) => file.name));
  const unknown = history.filter((row) => !onDisk.has(row.migration_name)).map((row) => row.migration_name);
  if (unknown.length > 0) {
    logger?.warn(
      { migrations: unknown },
      'database has applied migrations that are not in the migrations folder',
    );
  }
  return files.filter((file) => !applied.has(file.name));
}

/**
 * Runs one migration in a transaction together with its history row. A failure rolls everything back
 * and records the migration as failed, which (as with Prisma) blocks later runs until resolved.
 * Scripts with their own BEGIN/COMMIT (Prisma emits those when removing enum values) still run, but
 * are atomic only up to their COMMIT.
 */
async function applyOne(client: pg.Client, migration: MigrationFile): Promise<void> {
  const id = randomUUID();
  try {
    await client.query('BEGIN');
    await client.query(
      'INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())',
      [id, migration.checksum, migration.name],
    );
    await client.query(migration.sql);
    await client.query(
      'UPDATE "_prisma_migrations" SET finished_at = clock_timestamp(), applied_steps_count = 1 WHERE id = $1',
      [id],
    );
    await client.query('COMMIT');
  } catch (error) {
    const logs = error instanceof Error ? error.message : String(error);
    let outcome = `failed and was rolled back: ${logs}\n${resolveHint(migration.name)}`;
    try {
      await client.query('ROLLBACK');
      await recordFailure(client, id, migration, logs);
    } catch (recordError) {
      outcome = `failed: ${logs}\n(could not roll back or record the failure: ${(recordError as Error).message})`;
    }
    throw new Error(`Migration ${migration.name} ${outcome}`, { cause: error });
  }
}

async function recordFailure(
  client: pg.Client,
  id: string,
  migration: MigrationFile,
  logs: string,
): Promise<void> {
  // The row survives the rollback only when the script committed on its own part way through.
  const updated = await client.query('UPDATE "_prisma_migrations" SET logs = $2 WHERE id = $1', [id, logs]);
  if (updated.rowCount) return;
  await client.query(
    'INSERT INTO "_prisma_migrations" (id, checksum, migration_name, logs, started_at) VALUES ($1, $2, $3, $4, now())',
    [id, migration.checksum, migration.name, logs],
  );
}

/**
 * Applies the not yet applied `<migrationsDir>/<folder>/migration.sql` scripts in order and records
 * them in `_prisma_migrations` as Prisma does. Safe to run from several processes at once: they
 * queue on an advisory lock and the later ones find nothing left to do. Returns the names applied.
 */
export async function applyMigrations(
  url: string,
  migrationsDir: string,
  logger?: MigrationLogger,
): Promise<string[]> {
  const files = await readMigrations(migrationsDir);
  const client = new pg.Client({ connectionString: url });
  await client.connect().catch((error: Error) => {
    throw new Error(`Cannot connect to ${redactPassword(url)}: ${error.message}`, { cause: error });
  });
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await client.query(CREATE_HISTORY_TABLE);
      const { rows: history } = await client.query<HistoryRow>(
        'SELECT id, migration_name, checksum, finished_at, logs FROM "_prisma_migrations" WHERE rolled_back_at IS NULL ORDER BY started_at',
      );
      const pending = pendingMigrations(files, history, logger);
      for (const migration of pending) {
        await applyOne(client, migration);
        logger?.info({ migration: migration.name }, 'applied migration');
      }
      if (pending.length === 0) logger?.info({ migrations: files.length }, 'database schema is up to date');
      return pending.map((migration) => migration.name);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

/**
 * Marks a failed migration as rolled back (what `prisma migrate resolve --rolled-back` does), so the
 * next run applies the fixed script. Safe here because a failed migration was rolled back with its
 * transaction. Returns whether a failed record was found.
 */
export async function markMigrationRolledBack(url: string, migrationName: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      'UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = $1 AND finished_at IS NULL AND rolled_back_at IS NULL',
      [migrationName],
    );
    return (rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}
