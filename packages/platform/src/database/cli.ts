#!/usr/bin/env node
import { basename, relative, resolve } from 'node:path';
import { serviceDatabaseUrl } from '../config/config.js';
import { createLogger } from '../logging/logger.js';
import { markMigrationRolledBack } from './apply-migrations.js';
import { redactPassword } from './connection-url.js';
import { createMigration, servicePrismaPaths } from './create-migration.js';
import { migrateDatabase } from './migrate.js';
import { findSchemaDrift } from './schema-drift.js';

const USAGE = `Usage: node packages/platform/dist/database/cli.js <command> <serviceDir> [argument]

  create-migration <serviceDir> <name>   write prisma/migrations/<UTC timestamp>_<name>/migration.sql with what
                                         prisma/schema.prisma changed since the existing migrations
  migrate <serviceDir>                   create the service's database if missing and apply pending migrations
  drift <serviceDir>                     list differences between prisma/schema.prisma and the database
  resolve-rolled-back <serviceDir> <migration>
                                         mark a failed migration rolled back so a fixed script can run

The database is DATABASE_URL, else postgresql://postgres@127.0.0.1:5432/creators_<service>, where the
service is the folder's name (brainstorm-ai -> creators_brainstorm_ai). create-migration only needs the
server: it replays the migrations into a scratch database there and drops it afterwards.`;

async function run(args: string[]): Promise<number> {
  const [command, serviceArg, extra] = args;
  if (!command || !serviceArg || command === '--help') {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  const serviceDir = resolve(serviceArg);
  const service = basename(serviceDir);
  const url = serviceDatabaseUrl(service);
  const { schemaPath, migrationsDir } = servicePrismaPaths(serviceDir);

  switch (command) {
    case 'create-migration': {
      if (!extra) throw new Error('create-migration needs a migration name');
      const created = await createMigration(serviceDir, extra, { serverUrl: url });
      if (!created) console.log(`No schema changes since the last migration of ${service}; nothing written.`);
      else console.log(`Wrote ${relative(process.cwd(), created.path)}`);
      return 0;
    }
    case 'migrate': {
      const applied = await migrateDatabase(url, migrationsDir, createLogger(`${service}-migrate`));
      console.log(`${service}: applied ${applied.length} migration(s) to ${redactPassword(url)}`);
      return 0;
    }
    case 'drift': {
      const differences = await findSchemaDrift(schemaPath, url);
      if (differences.length === 0) console.log(`${service}: the database matches prisma/schema.prisma`);
      for (const difference of differences) console.log(`- ${difference}`);
      return differences.length === 0 ? 0 : 1;
    }
    case 'resolve-rolled-back': {
      if (!extra) throw new Error('resolve-rolled-back needs the migration name');
      const found = await markMigrationRolledBack(url, extra);
      console.log(found ? `Marked ${extra} rolled back.` : `No failed record of ${extra}; nothing changed.`);
      return found ? 0 : 1;
    }
    default:
      console.error(`Unknown command "${command}".\n\n${USAGE}`);
      return 2;
  }
}

// Exit explicitly: the wasm schema engine may leave work scheduled that would keep the process alive.
run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
