/**
 * Exact row counts of every table of the services' databases, and a wait until the system is quiet (every
 * outbox row published, every event consumer caught up, counts unchanged) after a request that wrote.
 */
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';

/** "service.table" → rows. */
export type RowCounts = Record<string, number>;

interface CountedDatabase {
  service: string;
  pool: pg.Pool;
  /** One query counting every table. */
  countSql: string;
  hasOutbox: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export function sameCounts(a: RowCounts, b: RowCounts): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}

/** The tables whose counts differ, as "table: before → after". */
export function countChanges(before: RowCounts, after: RowCounts): string[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return keys.filter((key) => before[key] !== after[key]).map((k) => `${k}: ${before[k]} → ${after[k]}`);
}

export class RowCounter {
  private constructor(
    private readonly databases: CountedDatabase[],
    private readonly nats: NatsConnection,
    private readonly jsm: JetStreamManager,
    private readonly stream: string,
  ) {}

  static async open(
    databaseUrls: Record<string, string>,
    natsUrl: string,
    stream: string,
  ): Promise<RowCounter> {
    const databases: CountedDatabase[] = [];
    for (const [service, url] of Object.entries(databaseUrls)) {
      const pool = new pg.Pool({ connectionString: url, max: 1 });
      const { rows } = await pool.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
      );
      const tables = rows.map((row) => row.table_name);
      const countSql = tables
        .map((table) => `SELECT '${table}' AS name, count(*)::int AS n FROM ${quote(table)}`)
        .join(' UNION ALL ');
      databases.push({ service, pool, countSql, hasOutbox: tables.includes('outbox_events') });
    }
    const nats = await connect({ servers: natsUrl });
    return new RowCounter(databases, nats, await jetstreamManager(nats), stream);
  }

  async snapshot(): Promise<RowCounts> {
    const counts: RowCounts = {};
    await Promise.all(
      this.databases.map(async ({ service, pool, countSql }) => {
        const { rows } = await pool.query<{ name: string; n: number }>(countSql);
        for (const row of rows) counts[`${service}.${row.name}`] = row.n;
      }),
    );
    return counts;
  }

  /** Outbox rows not yet published plus events a consumer of the run's stream has not acknowledged. */
  async pendingWork(): Promise<number> {
    let pending = 0;
    for (const { pool, hasOutbox } of this.databases) {
      if (!hasOutbox) continue;
      const { rows } = await pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM outbox_events WHERE published_at IS NULL',
      );
      pending += rows[0].n;
    }
    for await (const consumer of this.jsm.consumers.list(this.stream))
      pending += consumer.num_pending + consumer.num_ack_pending;
    return pending;
  }

  /** Waits until nothing is pending and two counts 100 ms apart agree; answers those counts. */
  async settle(timeoutMs = 60_000): Promise<RowCounts> {
    const deadline = Date.now() + timeoutMs;
    let previous = await this.snapshot();
    for (;;) {
      await sleep(100);
      const pending = await this.pendingWork();
      const current = await this.snapshot();
      if (pending === 0 && sameCounts(previous, current)) return current;
      if (Date.now() > deadline)
        throw new Error(`the system did not settle within ${timeoutMs} ms (${pending} pending)`);
      previous = current;
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.databases.map(({ pool }) => pool.end()));
    await this.nats.close();
  }
}
