import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateNextMigrationSql } from './migration-sql.js';
import {
  MIGRATION_LOCK_CONTENT,
  MIGRATION_LOCK_FILE,
  MIGRATION_SCRIPT,
  migrationFolderName,
  readMigrations,
} from './migration-files.js';

/** A service keeps `prisma/schema.prisma` and `prisma/migrations/` (Prisma's default layout). */
export function servicePrismaPaths(serviceDir: string): { schemaPath: string; migrationsDir: string } {
  return {
    schemaPath: join(serviceDir, 'prisma', 'schema.prisma'),
    migrationsDir: join(serviceDir, 'prisma', 'migrations'),
  };
}

export interface CreatedMigration {
  name: string;
  path: string;
  sql: string;
}

/**
 * Writes `<serviceDir>/prisma/migrations/<UTC timestamp>_<name>/migration.sql` with what the schema
 * changed since the existing migrations (everything, for the first one), plus Prisma's
 * migration_lock.toml. Returns null and writes nothing when there is no change.
 */
export async function createMigration(
  serviceDir: string,
  name: string,
  options: { serverUrl?: string; now?: Date } = {},
): Promise<CreatedMigration | null> {
  const { schemaPath, migrationsDir } = servicePrismaPaths(serviceDir);
  const folder = migrationFolderName(name, options.now ?? new Date());
  const existing = await readMigrations(migrationsDir);
  const last = existing.at(-1)?.name;
  if (last !== undefined && folder <= last) {
    throw new Error(
      `New migration ${folder} would not sort after the latest one, ${last}; wait a second (or check the clock) and retry`,
    );
  }

  const sql = await generateNextMigrationSql(migrationsDir, schemaPath, options.serverUrl);
  if (sql === null) return null;

  const path = join(migrationsDir, folder, MIGRATION_SCRIPT);
  await mkdir(join(migrationsDir, folder), { recursive: true });
  await writeFile(path, sql, { flag: 'wx' });
  await writeFile(join(migrationsDir, MIGRATION_LOCK_FILE), MIGRATION_LOCK_CONTENT, { flag: 'w' });
  return { name: folder, path, sql };
}
