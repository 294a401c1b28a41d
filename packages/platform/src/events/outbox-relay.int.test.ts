import type { EventEnvelope } from '@creators/contracts';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { OutboxRelay } from './outbox-relay.js';
import { pgTransaction } from './pg-transaction.js';
import { recordEvent } from './record-event.js';
import { silentLogger } from './testing/capture-logger.js';
import { readStream, streamMessageCount } from './testing/read-stream.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';
import { createTestStream, type TestStream } from './testing/test-nats.js';
import { waitFor } from './testing/wait-for.js';

const unpublishedCount = async (db: TestDatabase) =>
  Number(
    (await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM outbox_events WHERE published_at IS NULL'))
      .rows[0].n,
  );

describe('outbox relay', () => {
  let db: TestDatabase;
  let nats: TestStream;

  beforeAll(async () => {
    db = await createTestDatabase();
    nats = await createTestStream();
  });
  afterAll(async () => {
    await nats?.remove();
    await db?.drop();
  });

  test('publishes the events of committed transactions, in order and once, and none of rolled-back ones', async () => {
    const transaction = pgTransaction(db.pool);
    const relay = new OutboxRelay({
      database: db.pool,
      nats: nats.nc,
      stream: nats.stream,
      subjectPrefix: nats.subjectPrefix,
      logger: silentLogger,
    });
    relay.start();
    try {
      const first = await transaction(async (tx) => [
        await recordEvent(tx, 'team.created', {
          teamId: crypto.randomUUID(),
          name: 'Alpha',
          leaderId: crypto.randomUUID(),
          challengeId: null,
        }),
        await recordEvent(tx, 'team.member_joined', {
          teamId: crypto.randomUUID(),
          teamName: 'Alpha',
          userId: crypto.randomUUID(),
          leaderId: crypto.randomUUID(),
        }),
      ]);
      relay.wake();
      await assert.rejects(
        transaction(async (tx) => {
          await recordEvent(tx, 'project.liked', {
            projectId: crypto.randomUUID(),
            title: 'Gone',
            likedBy: 'u',
            ownerIds: [],
            likes: 1,
            liked: true,
          });
          throw new Error('changed my mind');
        }),
        /changed my mind/,
      );
      const second = await transaction(async (tx) => [
        await recordEvent(tx, 'challenge.created', {
          challengeId: crypto.randomUUID(),
          title: 'Climate',
          createdBy: 'u',
        }),
      ]);
      relay.wake();
      const recorded: EventEnvelope[] = [...first, ...second];

      await waitFor(
        'all committed events published',
        async () =>
          (await unpublishedCount(db)) === 0 &&
          (await streamMessageCount(nats.jsm, nats.stream)) === recorded.length,
      );

      const stored = await readStream(nats.jsm, nats.stream);
      assert.deepEqual(
        stored.map((s) => s.envelope),
        recorded,
      );
      assert.deepEqual(
        stored.map((s) => s.msgId),
        recorded.map((e) => e.id),
      );
      assert.deepEqual(
        stored.map((s) => s.subject),
        recorded.map((e) => `${nats.subjectPrefix}events.${e.name}`),
      );

      const rows = await db.pool.query<{ id: string; attempts: number }>(
        'SELECT id, attempts FROM outbox_events ORDER BY occurred_at, id',
      );
      assert.deepEqual(
        rows.rows.map((r) => r.id),
        recorded.map((e) => e.id),
        'the rolled-back event never reached the outbox',
      );
      assert.ok(rows.rows.every((r) => r.attempts === 0));
    } finally {
      await relay.stop();
    }
  });

  test('several relays on one database publish each event once, in recording order', async () => {
    await nats.jsm.streams.purge(nats.stream);
    await db.pool.query('DELETE FROM outbox_events');
    const relays = [1, 2, 3].map(
      () =>
        new OutboxRelay({
          database: db.pool,
          nats: nats.nc,
          stream: nats.stream,
          subjectPrefix: nats.subjectPrefix,
          batchSize: 7,
          logger: silentLogger,
        }),
    );
    relays.forEach((relay) => relay.start());
    try {
      const transaction = pgTransaction(db.pool);
      const recorded: EventEnvelope[] = [];
      for (let batch = 0; batch < 10; batch++) {
        recorded.push(
          ...(await transaction(async (tx) => {
            const events = [];
            for (let i = 0; i < 6; i++) {
              events.push(
                await recordEvent(tx, 'achievement.earned', {
                  userId: `user-${batch}`,
                  achievementId: `a-${i}`,
                  key: 'first-team',
                  name: `#${batch * 6 + i}`,
                }),
              );
            }
            return events;
          })),
        );
        relays[batch % relays.length].wake();
      }
      await waitFor(
        'all events published',
        async () =>
          (await unpublishedCount(db)) === 0 &&
          (await streamMessageCount(nats.jsm, nats.stream)) >= recorded.length,
      );
      const stored = await readStream(nats.jsm, nats.stream);
      assert.deepEqual(
        stored.map((s) => s.envelope.id),
        recorded.map((e) => e.id),
      );
    } finally {
      await Promise.all(relays.map((relay) => relay.stop()));
    }
  });
});
