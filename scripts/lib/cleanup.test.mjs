import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { cleanupRegistry, waitFor } from './cleanup.mjs';

describe('cleanupRegistry', () => {
  it('stops everything last first, once, and goes on past a cleanup that fails', async () => {
    const lines = [];
    const done = [];
    const { onCleanup, cleanUp } = cleanupRegistry((line) => lines.push(line), { signals: false });
    onCleanup('engines', () => done.push('engines'));
    onCleanup('system', async () => {
      throw new Error('already gone');
    });
    onCleanup('temporary files', () => done.push('files'));
    await Promise.all([cleanUp(), cleanUp()]);
    await cleanUp();
    assert.deepEqual(done, ['files', 'engines']);
    assert.deepEqual(lines, ['cleanup (system) failed: already gone']);
  });
});

describe('waitFor', () => {
  it('polls until the probe gives a value, taking failures for "not yet"', async () => {
    let calls = 0;
    const value = await waitFor(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('not up');
        return calls === 3 ? 'ready' : null;
      },
      { intervalMs: 1 },
    );
    assert.equal(value, 'ready');
    assert.equal(calls, 3);
  });

  it('gives null once the time is up', async () => {
    assert.equal(await waitFor(() => null, { timeoutMs: 20, intervalMs: 5 }), null);
  });
});
