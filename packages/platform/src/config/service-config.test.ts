import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { z } from 'zod';
import { EVENT_STREAM } from '@creators/contracts';
import { loadServiceConfig, serviceConfigShape } from './service-config.js';

describe('service configuration', () => {
  const schema = z.object({ ...serviceConfigShape(4010), EXTRA: z.string().default('x') });

  it('defaults to the port, the local database creators_<service>, no subject prefix and the EVENTS stream', () => {
    const { config, values } = loadServiceConfig('demo-service', schema, {});
    assert.equal(config.port, 4010);
    assert.equal(config.databaseUrl, 'postgresql://postgres@127.0.0.1:5432/creators_demo_service');
    assert.deepEqual(config.nats, { subjectPrefix: '', eventStream: EVENT_STREAM });
    assert.equal(values.EXTRA, 'x');
  });

  it('reads NATS_SUBJECT_PREFIX and EVENT_STREAM', () => {
    const { config } = loadServiceConfig('demo', schema, {
      NATS_SUBJECT_PREFIX: 'test_1.',
      EVENT_STREAM: 'TEST_1',
    });
    assert.deepEqual(config.nats, { subjectPrefix: 'test_1.', eventStream: 'TEST_1' });
  });
});
