import { eventSubject, type EventEnvelope, type EventName, type EventPayloads } from '@creators/contracts';
import { jetstream } from '@nats-io/jetstream';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { encodeEnvelope } from './envelope.js';
import { nextEventId } from './event-id.js';
import { EventConsumer, type EventConsumerOptions } from './event-consumer.js';
import { pgTransaction, type PgTransactionClient } from './pg-transaction.js';
import { captureLogger, silentLogger } from './testing/capture-logger.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';
import { createTestStream, type TestStream } from './testing/test-nats.js';
import { randomSuffix, waitFor } from './testing/wait-for.js';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase(
    `CREATE TABLE handled (consumer TEXT NOT NULL, event_id UUID NOT NULL, note TEXT);`,
  );
});
afterAll(async () => {
  await db?.drop();
});

function envelope<N extends EventName>(name: N, payload: EventPayloads[N]): EventEnvelope<N> {
  const { id, timestampMs } = nextEventId();
  return { id, name, occurredAt: new Date(timestampMs).toISOString(), payload };
}

const joined = () =>
  envelope('team.member_joined', {
    teamId: crypto.randomUUID(),
    teamName: 'Alpha',
    userId: crypto.randomUUID(),
    leaderId: crypto.randomUUID(),
  });

async function withStream(
  fn: (
    nats: TestStream,
    publish: (e: EventEnvelope, msgID?: string) => Promise<{ duplicate: boolean }>,
  ) => Promise<void>,
) {
  const nats = await createTestStream();
  const js = jetstream(nats.nc);
  const publish = (e: EventEnvelope, msgID = e.id) =>
    js.publish(eventSubject(e.name, nats.subjectPrefix), encodeEnvelope(e), {
      msgID,
      expect: { streamName: nats.stream },
    });
  try {
    await fn(nats, publish);
  } finally {
    await nats.remove();
  }
}

function consumerFor(
  nats: TestStream,
  options: Pick<EventConsumerOptions<PgTransactionClient>, 'handlers'> &
    Partial<EventConsumerOptions<PgTransactionClient>>,
) {
  return new EventConsumer<PgTransactionClient>({
    name: `test-${randomSuffix()}`,
    nats: nats.nc,
    stream: nats.stream,
    subjectPrefix: nats.subjectPrefix,
    transaction: pgTransaction(db.pool),
    retryDelayMs: () => 50,
    logger: silentLogger,
    ...options,
  });
}

/** Waits until the consumer has acknowledged (or terminated) everything in its stream. */
const settled = (nats: TestStream, consumer: string) =>
  waitFor(`consumer ${consumer} to settle`, async () => {
    const info = await nats.jsm.consumers.info(nats.stream, consumer);
    return info.num_pending === 0 && info.num_ack_pending === 0 && info.delivered.stream_seq > 0;
  });

const count = async (sql: string, ...values: unknown[]) =>
  Number((await db.pool.query<{ n: string }>(sql, values)).rows[0].n);

describe('event consumer', () => {
  test('JetStream drops a second publish with the same message id', async () => {
    await withStream(async (nats, publish) => {
      const event = joined();
      assert.equal((await publish(event)).duplicate, false);
      assert.equal((await publish(event)).duplicate, true);
      assert.equal((await nats.jsm.streams.info(nats.stream)).state.messages, 1);
    });
  });

  test('runs its handler once for an event published twice under different message ids', async () => {
    await withStream(async (nats, publish) => {
      const event = joined();
      await publish(event, `${event.id}-first`);
      await publish(event, `${event.id}-again`);
      assert.equal((await nats.jsm.streams.info(nats.stream)).state.messages, 2);

      const seen: string[] = [];
      const consumer = consumerFor(nats, {
        handlers: {
          'team.member_joined': async (e, tx) => {
            seen.push(e.id);
            await tx.$executeRaw`INSERT INTO handled (consumer, event_id) VALUES (${consumer.name}, ${e.id}::uuid)`;
          },
        },
      });
      consumer.start();
      try {
        await settled(nats, consumer.name);
      } finally {
        await consumer.stop();
      }
      assert.deepEqual(seen, [event.id]);
      assert.equal(await count('SELECT count(*) AS n FROM handled WHERE consumer = $1', consumer.name), 1);
      assert.equal(
        await count('SELECT count(*) AS n FROM processed_events WHERE consumer = $1', consumer.name),
        1,
      );
    });
  });

  test('a consumer that comes to handle more events goes on from where it stood, missing none', async () => {
    await withStream(async (nats, publish) => {
      const name = `test-${randomSuffix()}`;
      const seen: string[] = [];
      const record = (e: EventEnvelope) => {
        seen.push(e.id);
        return Promise.resolve();
      };
      const first = joined();
      await publish(first);
      const before = consumerFor(nats, { name, handlers: { 'team.member_joined': record } });
      before.start();
      try {
        await settled(nats, name);
      } finally {
        await before.stop();
      }
      assert.equal(
        (await nats.jsm.consumers.info(nats.stream, name)).config.filter_subject,
        eventSubject('team.member_joined', nats.subjectPrefix),
      );
      // While it is stopped, an event it handles already and one it will handle from now on.
      const second = joined();
      const left = envelope('team.member_left', {
        teamId: crypto.randomUUID(),
        teamName: 'Alpha',
        userId: crypto.randomUUID(),
        leaderId: null,
      });
      await publish(second);
      await publish(left);
      const after = consumerFor(nats, {
        name,
        handlers: { 'team.member_joined': record, 'team.member_left': record },
      });
      after.start();
      try {
        await waitFor('both events handled', () => Promise.resolve(seen.length >= 3));
        await settled(nats, name);
      } finally {
        await after.stop();
      }
      assert.deepEqual(seen, [first.id, second.id, left.id]);
    });
  });

  test('skips the handler when an event it already committed is redelivered', async () => {
    await withStream(async (nats, publish) => {
      const event = joined();
      const inner = pgTransaction(db.pool);
      let commits = 0;
      let handlerRuns = 0;
      const consumer = consumerFor(nats, {
        // The first commit succeeds but its acknowledgement is lost, as when the process dies right after it.
        transaction: async (fn) => {
          const result = await inner(fn);
          if (++commits === 1) throw new Error('connection lost after commit');
          return result;
        },
        handlers: {
          'team.member_joined': async () => {
            handlerRuns += 1;
          },
        },
      });
      consumer.start();
      try {
        await publish(event);
        await waitFor('the redelivery', () => commits >= 2);
        await settled(nats, consumer.name);
      } finally {
        await consumer.stop();
      }
      assert.equal(handlerRuns, 1);
      const info = await nats.jsm.consumers.info(nats.stream, consumer.name);
      assert.ok(info.delivered.consumer_seq >= 2, 'the event was delivered again');
    });
  });

  test('redelivers an event whose handler failed, with the failed attempts rolled back', async () => {
    await withStream(async (nats, publish) => {
      const event = joined();
      let calls = 0;
      const name = `test-retry-${randomSuffix()}`;
      const consumer = consumerFor(nats, {
        name,
        handlers: {
          'team.member_joined': async (e, tx) => {
            calls += 1;
            await tx.$executeRaw`INSERT INTO handled (consumer, event_id, note) VALUES (${name}, ${e.id}::uuid, ${`call ${calls}`})`;
            if (calls < 3) throw new Error(`flaky ${calls}`);
          },
        },
      });
      consumer.start();
      try {
        await publish(event);
        await waitFor('the third call', () => calls >= 3);
        await settled(nats, name);
      } finally {
        await consumer.stop();
      }
      assert.equal(calls, 3);
      const rows = await db.pool.query('SELECT note FROM handled WHERE consumer = $1', [name]);
      assert.deepEqual(rows.rows, [{ note: 'call 3' }]);
      assert.equal(await count('SELECT count(*) AS n FROM processed_events WHERE consumer = $1', name), 1);
    });
  });

  test('terminates and logs an event whose handler fails on every allowed delivery', async () => {
    await withStream(async (nats, publish) => {
      const poison = joined();
      const fine = joined();
      const { logger, entries } = captureLogger();
      const calls = new Map<string, number>();
      const name = `test-poison-${randomSuffix()}`;
      const consumer = consumerFor(nats, {
        name,
        maxDeliver: 3,
        logger,
        handlers: {
          'team.member_joined': async (e) => {
            calls.set(e.id, (calls.get(e.id) ?? 0) + 1);
            if (e.id === poison.id) throw new Error('cannot handle this one');
          },
        },
      });
      consumer.start();
      try {
        await publish(poison);
        await publish(fine);
        await waitFor('the poison event to be given up', () =>
          entries.some((entry) => entry.level === 50 && entry.eventId === poison.id),
        );
        await settled(nats, name);
        // Would a terminated message come back, it would within a few retry delays (50 ms each).
        await sleep(500);
      } finally {
        await consumer.stop();
      }
      assert.equal(calls.get(poison.id), 3);
      assert.equal(calls.get(fine.id), 1);
      const given = entries.find((entry) => entry.level === 50 && entry.eventId === poison.id);
      assert.equal((given?.err as { message: string }).message, 'cannot handle this one');
      assert.equal(await count('SELECT count(*) AS n FROM processed_events WHERE consumer = $1', name), 1);
    });
  });

  test('acknowledges events it has no handler for, and shares work between instances of one consumer', async () => {
    await withStream(async (nats, publish) => {
      const name = `test-shared-${randomSuffix()}`;
      const handledBy: string[][] = [[], []];
      const instances = handledBy.map((log) =>
        consumerFor(nats, {
          name,
          handlers: {
            'project.liked': async (e, tx) => {
              log.push(e.id);
              await tx.$executeRaw`INSERT INTO handled (consumer, event_id) VALUES (${name}, ${e.id}::uuid)`;
            },
            'project.showcased': async () => assert.fail('no such event was published'),
          },
        }),
      );
      instances.forEach((instance) => instance.start());
      const liked = Array.from({ length: 30 }, (_, i) =>
        envelope('project.liked', {
          projectId: crypto.randomUUID(),
          title: `P${i}`,
          likedBy: 'u',
          ownerIds: ['o'],
          likes: i,
          liked: true,
        }),
      );
      try {
        for (const e of liked) {
          await publish(e);
          await publish(joined());
        }
        await waitFor(
          'every like handled',
          async () =>
            (await count('SELECT count(*) AS n FROM handled WHERE consumer = $1', name)) === liked.length,
        );
        await settled(nats, name);
      } finally {
        await Promise.all(instances.map((instance) => instance.stop()));
      }
      assert.deepEqual(handledBy.flat().sort(), liked.map((e) => e.id).sort());
      assert.equal(
        await count('SELECT count(*) AS n FROM processed_events WHERE consumer = $1', name),
        liked.length,
      );
    });
  });
});
