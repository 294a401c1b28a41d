import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { loadProgrammesConfig } from './config.js';

describe('programmes configuration', () => {
  it('defaults to port 4007, the local database creators_programmes and the queue prefix bull', () => {
    const config = loadProgrammesConfig({});
    assert.equal(config.port, 4007);
    assert.equal(config.databaseUrl, 'postgresql://postgres@127.0.0.1:5432/creators_programmes');
    assert.equal(config.queuePrefix, 'bull');
  });

  it('keeps the reminders of a test system apart by KEY_PREFIX, or QUEUE_PREFIX', () => {
    assert.equal(loadProgrammesConfig({ KEY_PREFIX: 'e2e_1:' }).queuePrefix, 'e2e_1:bull');
    assert.equal(loadProgrammesConfig({ KEY_PREFIX: 'e2e_1:', QUEUE_PREFIX: 'mine' }).queuePrefix, 'mine');
  });

  it('refuses to run in production with the development gateway secret', () => {
    assert.throws(() => loadProgrammesConfig({ NODE_ENV: 'production' }), /GATEWAY_SECRET/);
  });
});
