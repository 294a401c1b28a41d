import { applyMigrations, type MigrationLogger } from './apply-migrations.js';
import { databaseName } from './connection-url.js';
import { ensureDatabase } from './database-admin.js';

/** Creates the database when missing, then applies pending migrations. Returns the names applied. */
export async function migrateDatabase(
  url: string,
  migrationsDir: string,
  logger?: MigrationLogger,
): Promise<string[]> {
  if (await ensureDatabase(url)) logger?.info({ database: databaseName(url) }, 'created database');
  return applyMigrations(url, migrationsDir, logger);
}
