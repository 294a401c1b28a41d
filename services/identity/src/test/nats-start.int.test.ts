import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { TcpProxy } from '@creators/platform/events/testing/tcp-proxy';
import { NATS_URL } from '@creators/platform/events/testing/test-nats';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { REGISTER, startTestIdentity, studentInput, uniqueEmail } from './harness.js';

// Like the other services, identity starts while NATS is unreachable (docs/reliability.md): it answers HTTP at
// once, and answers session lookups as soon as NATS is there.
test('identity starts while NATS is down, and answers session lookups once NATS is back', async () => {
  const target = new URL(NATS_URL);
  const nats = await TcpProxy.create({ host: target.hostname, port: Number(target.port) });
  const identity = await startTestIdentity({ NATS_URL: nats.url });
  try {
    const registered = await identity.gql(REGISTER, {
      input: studentInput({ email: uniqueEmail('nats-down') }),
    });
    assert.equal(registered.body.errors, undefined, registered.text);

    await nats.up();
    const answer = await waitFor(
      'a session lookup answered',
      () => identity.resolveSession('no-such-session-id-at-all-000000000000000'),
      { timeoutMs: 30_000, intervalMs: 500 },
    );
    assert.deepEqual(answer, { user: null });
  } finally {
    await identity.stop();
    await nats.down();
  }
}, 60_000);
