import { z } from 'zod';
import { commonConfigShape, loadConfig, serviceDatabaseUrl } from '../config/config.js';
import { createLogger, type Logger } from '../logging/logger.js';

type Env = Record<string, string | undefined>;

/** SEED_DEMO=true seeds the demo accounts (whose password is public) and content; unset or false: none. */
export const seedConfigSchema = z.object({
  NODE_ENV: commonConfigShape.NODE_ENV,
  SEED_DEMO: z
    .enum(['true', 'false'], { error: 'expected true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});

export interface SeedOptions<Client> {
  /** The service: logger `<name>-seed`, local default database `creators_<name>`. */
  name: string;
  /** The service's database client (Prisma), disconnected again at the end. */
  connect(databaseUrl: string): Client & { $disconnect(): Promise<unknown> };
  /** Data every system needs whatever SEED_DEMO says (a catalogue, say). */
  reference?(client: Client): Promise<object>;
  /** Demo accounts and content: only with SEED_DEMO=true. */
  demo(client: Client): Promise<object>;
  env?: Env;
  logger?: Logger;
}

export interface SeedOutcome {
  reference: object | null;
  /** Null when SEED_DEMO is not true. */
  demo: object | null;
}

/**
 * What a service's `npm run seed` (dist/seed.js) does: its reference data, and its demo data only when
 * SEED_DEMO=true. `npm start` sets SEED_DEMO=true; a production system leaves it unset and gets no demo account.
 * Reads only NODE_ENV, SEED_DEMO and DATABASE_URL (a migration job needs no other secret).
 */
export async function runSeed<Client>(options: SeedOptions<Client>): Promise<SeedOutcome> {
  const env = options.env ?? process.env;
  const logger = options.logger ?? createLogger(`${options.name}-seed`);
  const config = loadConfig(seedConfigSchema, env);
  const client = options.connect(serviceDatabaseUrl(options.name, env));
  try {
    const reference = options.reference ? await options.reference(client) : null;
    if (reference) logger.info(reference, `${options.name}: reference data seeded`);
    if (!config.SEED_DEMO) {
      logger.info(`${options.name}: no demo data (SEED_DEMO is not true)`);
      return { reference, demo: null };
    }
    if (config.NODE_ENV === 'production')
      logger.warn('SEED_DEMO=true in production: the demo accounts share a public password');
    const demo = await options.demo(client);
    logger.info(demo, `${options.name}: demo data seeded`);
    return { reference, demo };
  } finally {
    await client.$disconnect();
  }
}
