import pg from 'pg';
import { randomSuffix } from './wait-for.js';

/** The tables of the OutboxEvent and ProcessedEvent Prisma models, as `prisma migrate` creates them. */
export const OUTBOX_TABLES_SQL = `
CREATE TABLE "outbox_events" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_at" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "outbox_events_published_at_occurred_at_idx" ON "outbox_events"("published_at", "occurred_at");
CREATE TABLE "processed_events" (
    "consumer" TEXT NOT NULL,
    "event_id" UUID NOT NULL,
    "processed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "processed_events_pkey" PRIMARY KEY ("consumer","event_id")
);
`;

export interface TestDatabase {
  name: string;
  url: string;
  pool: pg.Pool;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

const serverUrl = () => process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/** A fresh database with the outbox tables (plus `extraSql`), named with a random suffix. */
export async function createTestDatabase(extraSql = ''): Promise<TestDatabase> {
  const name = `platform_events_test_${randomSuffix()}`;
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 5 });
  await pool.query(OUTBOX_TABLES_SQL + extraSql);
  return {
    name,
    url: url.toString(),
    pool,
    async drop() {
      // pool.end() resolves before its clients' sockets close; the forced drop may then kill them, and an
      // error on an idle client is re-emitted by the pool, which must not become an uncaught exception.
      pool.on('error', () => undefined);
      await pool.end();
      const client = new pg.Client({ connectionString: serverUrl() });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
