import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { containerImages } from './local-services.mjs';

describe('the images Testcontainers runs (README.md, "A laptop with only Docker")', () => {
  it('are the upstream ones unless TESTCONTAINERS_<SERVICE>_IMAGE names others', () => {
    assert.deepEqual(containerImages({}), {
      postgres: 'postgres:16-alpine',
      redis: 'redis:7-alpine',
      nats: 'nats:2.10-alpine',
    });
    assert.deepEqual(
      containerImages({
        TESTCONTAINERS_POSTGRES_IMAGE: 'creators-programme/postgres:local',
        TESTCONTAINERS_NATS_IMAGE: 'creators-programme/nats:local',
      }),
      {
        postgres: 'creators-programme/postgres:local',
        redis: 'redis:7-alpine',
        nats: 'creators-programme/nats:local',
      },
    );
  });
});
