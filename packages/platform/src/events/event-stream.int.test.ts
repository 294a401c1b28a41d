import { jetstreamManager, StorageType } from '@nats-io/jetstream';
import { connect, nanos } from '@nats-io/transport-node';
import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { ensureEventStream } from './event-stream.js';
import { NATS_URL } from './testing/test-nats.js';
import { randomSuffix } from './testing/wait-for.js';

test('ensureEventStream creates the stream once and brings its limits up to date', async () => {
  const nc = await connect({ servers: NATS_URL });
  const stream = `TEST_STREAM_${randomSuffix()}`;
  const subjectPrefix = `test_${randomSuffix()}.`;
  try {
    const created = await ensureEventStream(nc, { stream, subjectPrefix });
    assert.deepEqual(created.config.subjects, [`${subjectPrefix}events.>`]);
    assert.equal(created.config.storage, StorageType.File);
    assert.equal(created.config.duplicate_window, nanos(120_000));

    const again = await ensureEventStream(nc, { stream, subjectPrefix });
    assert.equal(again.created, created.created);

    const updated = await ensureEventStream(nc, { stream, subjectPrefix, duplicateWindowMs: 300_000 });
    assert.equal(updated.config.duplicate_window, nanos(300_000));
    assert.equal(updated.created, created.created);
  } finally {
    await (await jetstreamManager(nc)).streams.delete(stream).catch(() => undefined);
    await nc.close();
  }
});
