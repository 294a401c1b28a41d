import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { backoffDelay, delay, unlessAborted } from './timing.js';

test('backoff grows exponentially within ±20 % and never passes its maximum', () => {
  const options = { initialMs: 100, maxMs: 1_000 };
  for (let i = 0; i < 200; i++) {
    const first = backoffDelay(1, options);
    assert.ok(first >= 80 && first <= 120, `first ${first}`);
    const third = backoffDelay(3, options);
    assert.ok(third >= 320 && third <= 480, `third ${third}`);
    assert.ok(backoffDelay(50, options) <= 1_000);
  }
});

test('delay and unlessAborted end as soon as their signal aborts', async () => {
  const controller = new AbortController();
  const never = new Promise<string>(() => undefined);
  const waiting = Promise.all([delay(60_000, controller.signal), unlessAborted(never, controller.signal)]);
  controller.abort();
  assert.deepEqual(await waiting, [undefined, undefined]);
  assert.equal(await unlessAborted(Promise.resolve('value'), new AbortController().signal), 'value');
});
