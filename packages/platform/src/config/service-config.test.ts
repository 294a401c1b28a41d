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
    assert.deepEqual(config.nats, { subjectPrefix: '', eventStream: EVENT_STREAM, eventStreamReplicas: 1 });
    assert.equal(values.EXTRA, 'x');
  });

  it('opens at most 10 connections for queries and 2 for the outbox unless DATABASE_POOL_SIZE and OUTBOX_POOL_SIZE say', () => {
    assert.deepEqual(loadServiceConfig('demo', schema, {}).config.databasePool, { size: 10, outboxSize: 2 });
    const { config } = loadServiceConfig('demo', schema, { DATABASE_POOL_SIZE: '4', OUTBOX_POOL_SIZE: '1' });
    assert.deepEqual(config.databasePool, { size: 4, outboxSize: 1 });
    assert.throws(() => loadServiceConfig('demo', schema, { DATABASE_POOL_SIZE: '0' }), /DATABASE_POOL_SIZE/);
  });

  it('connects its queries to DATABASE_HOST (a PgBouncer) with the role, password and database of DATABASE_URL', () => {
    const url = 'postgresql://creators_teams:pw@postgresql.data.svc:5432/creators_teams?sslmode=disable';
    const direct = loadServiceConfig('teams', schema, { DATABASE_URL: url, DATABASE_HOST: '' }).config;
    assert.equal(direct.databaseUrl, url);
    const pooled = loadServiceConfig('teams', schema, { DATABASE_URL: url, DATABASE_HOST: 'pgbouncer:6432' });
    assert.equal(
      pooled.config.databaseUrl,
      'postgresql://creators_teams:pw@pgbouncer:6432/creators_teams?sslmode=disable',
    );
    const defaultPort = loadServiceConfig('teams', schema, { DATABASE_URL: url, DATABASE_HOST: 'pgbouncer' });
    assert.equal(
      defaultPort.config.databaseUrl,
      'postgresql://creators_teams:pw@pgbouncer/creators_teams?sslmode=disable',
    );
    for (const wrong of ['postgresql://pgbouncer', 'user@pgbouncer', 'pgbouncer/db', 'pgbouncer:port'])
      assert.throws(
        () => loadServiceConfig('teams', schema, { DATABASE_URL: url, DATABASE_HOST: wrong }),
        /DATABASE_HOST/,
      );
  });

  it('reads NATS_SUBJECT_PREFIX, EVENT_STREAM and EVENT_STREAM_REPLICAS', () => {
    const { config } = loadServiceConfig('demo', schema, {
      NATS_SUBJECT_PREFIX: 'test_1.',
      EVENT_STREAM: 'TEST_1',
      EVENT_STREAM_REPLICAS: '3',
    });
    assert.deepEqual(config.nats, {
      subjectPrefix: 'test_1.',
      eventStream: 'TEST_1',
      eventStreamReplicas: 3,
    });
  });

  it('reads the service\'s own NATS credentials, both or neither (docs/reliability.md "Trust boundaries")', () => {
    const { config } = loadServiceConfig('demo', schema, { NATS_USER: 'teams', NATS_PASSWORD: 'secret' });
    assert.equal(config.nats.user, 'teams');
    assert.equal(config.nats.password, 'secret');
    assert.throws(
      () => loadServiceConfig('demo', schema, { NATS_USER: 'teams' }),
      /NATS_USER, NATS_PASSWORD: set both/,
    );
    assert.throws(
      () => loadServiceConfig('demo', schema, { NATS_PASSWORD: 'secret' }),
      /NATS_USER, NATS_PASSWORD: set both/,
    );
    assert.throws(
      () => loadServiceConfig('demo', schema, { NATS_USER: 'Teams Service', NATS_PASSWORD: 'x' }),
      /NATS_USER/,
    );
  });

  it('refuses a replica count JetStream cannot keep', () => {
    for (const replicas of ['0', '6', 'two'])
      assert.throws(
        () => loadServiceConfig('demo', schema, { EVENT_STREAM_REPLICAS: replicas }),
        /EVENT_STREAM_REPLICAS/,
      );
  });
});
