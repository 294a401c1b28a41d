import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { natsCheck, runHealthChecks } from './health.js';

describe('runHealthChecks', () => {
  it('is ok when every check passes', async () => {
    const report = await runHealthChecks([
      { name: 'database', check: async () => 1 },
      { name: 'redis', check: async () => 'PONG' },
    ]);
    assert.deepEqual(report, { status: 'ok', checks: { database: 'up', redis: 'up' } });
  });

  it('reports a failing or hanging check as down', async () => {
    const warnings: unknown[] = [];
    const report = await runHealthChecks(
      [
        { name: 'database', check: async () => 1 },
        { name: 'redis', check: () => Promise.reject(new Error('ECONNREFUSED')) },
        { name: 'nats', check: () => new Promise(() => undefined) },
      ],
      { warn: (obj) => warnings.push(obj) },
      50,
    );
    assert.deepEqual(report, { status: 'error', checks: { database: 'up', redis: 'down', nats: 'down' } });
    assert.equal(warnings.length, 2);
  });

  it('an empty list is ok', async () => {
    assert.equal((await runHealthChecks([])).status, 'ok');
  });
});

describe('natsCheck', () => {
  it('fails on a closed connection', async () => {
    await assert.rejects(natsCheck({ isClosed: () => true, flush: async () => undefined }).check());
  });
});
