import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import { databaseName, OutboxRelay } from '@creators/platform';
import { readStream } from '@creators/platform/events/testing/read-stream';
import { startPgBouncer, type PgBouncer } from '@creators/platform/testing/index';
import { eventually, startTestApp, type TestApp } from './harness.js';
import { codeOf, newUser, teamClient, type User } from './team-client.js';

/**
 * The teams service with its queries and outbox relay behind PgBouncer in transaction pooling mode
 * (docs/operations.md "Database connections"): interactive transactions with row locks, the outbox relay's
 * transaction-scoped advisory lock and Prisma's unnamed statements must all work with fewer server connections
 * than clients, each server connection passing from client to client between transactions.
 */
const SERVER_CONNECTIONS = 3;
const serverUrl = () => process.env.TEST_POSTGRES_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';

/** The most connections PostgreSQL shows to `database` while `work` runs, sampled every 20 ms. */
async function peakConnections(database: string, work: () => Promise<void>): Promise<number> {
  const sampler = new pg.Client({ connectionString: serverUrl() });
  await sampler.connect();
  let peak = 0;
  let done = false;
  const sampling = (async () => {
    while (!done) {
      const { rows } = await sampler.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend'",
        [database],
      );
      peak = Math.max(peak, rows[0].n);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    await work();
  } finally {
    done = true;
    await sampling;
    await sampler.end();
  }
  return peak;
}

/** 8 teams of at most 3, each with 6 people asking to join at once: exactly 2 get in per team. */
async function raceForSeats(app: TestApp): Promise<void> {
  const teams = teamClient(() => app);
  const created = await Promise.all(
    Array.from({ length: 8 }, () => teams.createTeam(newUser(), { maxMembers: 3 })),
  );
  const joins = created.flatMap((team) =>
    Array.from({ length: 6 }, () => ({ team, user: newUser() as User })),
  );
  const responses = await Promise.all(joins.map(({ team, user }) => teams.join(user, team.id)));
  for (const response of responses) {
    if (response.body.errors) assert.equal(codeOf(response), 'CONFLICT', response.text);
  }
  assert.equal(responses.filter((response) => !response.body.errors).length, 16);
  for (const team of created) {
    assert.equal(await app.prisma.teamMembership.count({ where: { teamId: team.id } }), 3, team.id);
  }
}

describe('teams through PgBouncer in transaction pooling mode', () => {
  let bouncer: PgBouncer;
  let app: TestApp;
  let nc: NatsConnection;
  let secondRelay: OutboxRelay;
  const probeKey = BigInt(`0x${randomBytes(6).toString('hex')}`).toString();

  beforeAll(async () => {
    bouncer = await startPgBouncer({
      serverUrl: serverUrl(),
      poolSize: SERVER_CONNECTIONS,
      // One server connection, so that two clients surely share it.
      databases: { pgb_probe: 'dbname=postgres pool_size=1' },
    });
    // More client connections (10 + 2, and 2 of the second relay) than server connections (3).
    app = await startTestApp({
      DATABASE_HOST: bouncer.host,
      DATABASE_POOL_SIZE: '10',
      OUTBOX_POOL_SIZE: '2',
    });
    // A second instance's relay on the same database: the advisory lock must let one publish at a time.
    nc = await connect({ servers: app.config.natsUrl });
    secondRelay = new OutboxRelay({
      database: app.config.databaseUrl,
      nats: nc,
      stream: app.config.nats.eventStream,
      subjectPrefix: app.config.nats.subjectPrefix,
      pollIntervalMs: 5,
    });
    secondRelay.start();
  });
  afterAll(async () => {
    await secondRelay?.stop();
    await nc?.close();
    await app?.close();
    await bouncer?.stop();
  });

  it('connects the service to PgBouncer, keeping DATABASE_URL for everything else', () => {
    assert.equal(new URL(app.config.databaseUrl).host, bouncer.host);
    assert.notEqual(new URL(app.databaseUrl).host, bouncer.host);
  });

  it('keeps concurrent transactions with row locks correct on 3 server connections for 14 clients', async () => {
    const database = databaseName(app.databaseUrl);
    const peak = await peakConnections(database, () => raceForSeats(app));
    const pools = await bouncer.show('SHOW POOLS');
    const pool = pools.find((row) => row.database === database)!;
    console.log(
      `PgBouncer: at most ${peak} PostgreSQL connections to ${database} for up to 14 client connections` +
        ` (now ${pool.cl_active} clients, ${Number(pool.sv_active) + Number(pool.sv_idle)} server connections)`,
    );
    assert.ok(peak <= SERVER_CONNECTIONS, `${peak} connections`);
    assert.ok(peak > 0, 'the work reached PostgreSQL');
  });

  it('opens more connections for the same work without PgBouncer (the comparison in docs/operations.md)', async () => {
    const direct = await startTestApp({ DATABASE_POOL_SIZE: '10', OUTBOX_POOL_SIZE: '2' });
    try {
      const peak = await peakConnections(databaseName(direct.databaseUrl), () => raceForSeats(direct));
      console.log(`Without PgBouncer: at most ${peak} PostgreSQL connections for the same work`);
      assert.ok(peak > SERVER_CONNECTIONS, `${peak} connections`);
    } finally {
      await direct.close();
    }
  });

  it('publishes every recorded event once, in order, with the relay behind PgBouncer', async () => {
    const recorded = await app.prisma.outboxEvent.findMany({
      orderBy: [{ occurredAt: 'asc' }, { id: 'asc' }],
    });
    assert.ok(recorded.length >= 24, `${recorded.length} events recorded`);
    await eventually(async () => {
      assert.equal(await app.prisma.outboxEvent.count({ where: { publishedAt: null } }), 0);
    }, 20_000);
    const stored = await readStream(await jetstreamManager(nc), app.config.nats.eventStream);
    assert.deepEqual(
      stored.map((event) => event.msgId),
      recorded.map((event) => event.id),
    );
  });

  it('hands a session to another client between transactions: session state is unsafe, as assumed', async () => {
    const first = new pg.Client({ connectionString: bouncer.url('pgb_probe') });
    const second = new pg.Client({ connectionString: bouncer.url('pgb_probe') });
    await Promise.all([first.connect(), second.connect()]);
    try {
      // A session-level lock (the migration runner's kind) taken by the first client...
      await first.query('SELECT pg_advisory_lock($1::bigint)', [probeKey]);
      // ...is held by the server session the second client now runs on, so it "gets" the same lock too.
      const { rows } = await second.query<{ got: boolean }>(
        'SELECT pg_try_advisory_lock($1::bigint) AS got',
        [probeKey],
      );
      assert.equal(rows[0].got, true);
      const [one, two] = await Promise.all([
        first.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'),
        second.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'),
      ]);
      assert.equal(one.rows[0].pid, two.rows[0].pid, 'one server connection for both clients');
    } finally {
      await first.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
      await Promise.all([first.end(), second.end()]);
    }
  });
});
