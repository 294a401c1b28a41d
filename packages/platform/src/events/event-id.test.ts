import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { nextEventId } from './event-id.js';

test('event ids are UUIDv7 carrying their timestamp', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0, 123);
  const { id, timestampMs } = nextEventId(now + 10_000_000);
  assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  assert.equal(parseInt(id.replace(/-/g, '').slice(0, 12), 16), timestampMs);
});

test('ids made within one millisecond, or while the clock steps back, still sort in the order they were made', () => {
  const base = Date.now() + 20_000_000;
  const clock = [
    base,
    base,
    base,
    base - 5,
    base - 5,
    base + 1,
    ...Array.from({ length: 5_000 }, () => base + 1),
  ];
  const made = clock.map((ms) => nextEventId(ms));
  const ids = made.map((m) => m.id);
  assert.deepEqual([...ids].sort(), ids);
  assert.equal(new Set(ids).size, ids.length);
  for (let i = 1; i < made.length; i++) assert.ok(made[i].timestampMs >= made[i - 1].timestampMs);
});
