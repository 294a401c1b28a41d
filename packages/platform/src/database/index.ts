export { applyMigrations, markMigrationRolledBack, type MigrationLogger } from './apply-migrations.js';
export {
  databaseName,
  maintenanceUrl,
  quoteIdentifier,
  redactPassword,
  withDatabase,
} from './connection-url.js';
export { createMigration, servicePrismaPaths, type CreatedMigration } from './create-migration.js';
export { dropDatabase, ensureDatabase } from './database-admin.js';
export { migrateDatabase } from './migrate.js';
export {
  checksumMatches,
  migrationChecksum,
  migrationFolderName,
  readMigrations,
  MIGRATION_LOCK_FILE,
  type MigrationFile,
} from './migration-files.js';
export { diffDatabaseToSchema, generateMigrationSql, generateNextMigrationSql } from './migration-sql.js';
export { createPrismaAdapter, type DatabasePoolOptions } from './prisma-adapter.js';
export { findSchemaDrift } from './schema-drift.js';
export { isUuid } from './uuid.js';
