import type { EventEnvelope } from '@creators/contracts';
import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { decodeEnvelope, encodeEnvelope } from './envelope.js';

const envelope: EventEnvelope<'user.registered'> = {
  id: '0193a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b',
  name: 'user.registered',
  occurredAt: '2026-11-21T12:00:00.123Z',
  payload: { userId: 'u1', role: 'student', firstName: 'Ada' },
};

test('an envelope survives encoding', () => {
  assert.deepEqual(decodeEnvelope(encodeEnvelope(envelope)), envelope);
});

test('anything that is not an envelope decodes to null', () => {
  const encode = (value: unknown) =>
    new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));
  for (const bad of [
    'not json',
    'null',
    [1],
    { ...envelope, id: 'nope' },
    { ...envelope, name: 1 },
    { ...envelope, payload: null },
    { id: envelope.id },
  ]) {
    assert.equal(decodeEnvelope(encode(bad)), null, JSON.stringify(bad));
  }
});
