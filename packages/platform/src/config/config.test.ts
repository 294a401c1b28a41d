import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { z } from 'zod';
import {
  commonConfigShape,
  DEVELOPMENT_GATEWAY_SECRET,
  loadConfig,
  natsServers,
  serviceDatabaseUrl,
} from './config.js';

const serviceSchema = z.object({
  ...commonConfigShape,
  PORT: z.coerce.number().int().positive().default(4001),
});

function errorOf(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof Error);
    return error;
  }
  assert.fail('expected loadConfig to throw');
}

describe('loadConfig', () => {
  it('fills every common variable with a working local default', () => {
    assert.deepEqual(loadConfig(serviceSchema, {}), {
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      REDIS_URL: 'redis://127.0.0.1:6379',
      NATS_URL: 'nats://127.0.0.1:4222',
      GATEWAY_SECRET: DEVELOPMENT_GATEWAY_SECRET,
      HOST: '127.0.0.1',
      PORT: 4001,
    });
  });

  it('listens where HOST says (an address or a host name) and serves metrics only with METRICS_PORT', () => {
    const GATEWAY_SECRET = 'a-secret-of-this-machine';
    assert.equal(loadConfig(serviceSchema, { HOST: '0.0.0.0', GATEWAY_SECRET }).HOST, '0.0.0.0');
    assert.equal(loadConfig(serviceSchema, { HOST: '::', GATEWAY_SECRET }).HOST, '::');
    assert.equal(
      loadConfig(serviceSchema, { HOST: 'gateway.internal', GATEWAY_SECRET }).HOST,
      'gateway.internal',
    );
    assert.equal(loadConfig(serviceSchema, {}).METRICS_PORT, undefined);
    assert.equal(loadConfig(serviceSchema, { METRICS_PORT: '9464' }).METRICS_PORT, 9464);
    assert.equal(loadConfig(serviceSchema, { METRICS_PORT: '0' }).METRICS_PORT, 0);
    for (const env of [{ HOST: 'http://0.0.0.0' }, { HOST: 'a b' }, { METRICS_PORT: '70000' }]) {
      const error = errorOf(() => loadConfig(serviceSchema, env));
      assert.match(error.message, new RegExp(`^  - ${Object.keys(env)[0]}: `, 'm'));
    }
  });

  it('reads and converts the values that are set', () => {
    const config = loadConfig(serviceSchema, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'debug',
      REDIS_URL: 'redis://cache:6380/2',
      NATS_URL: 'nats://bus:4222',
      GATEWAY_SECRET: 'short-is-fine-outside-production',
      PORT: '4100',
      UNRELATED: 'ignored',
    });
    assert.equal(config.LOG_LEVEL, 'debug');
    assert.equal(config.REDIS_URL, 'redis://cache:6380/2');
    assert.equal(config.PORT, 4100);
    assert.equal('UNRELATED' in config, false);
  });

  it('takes NATS_URL as one server or a comma-separated cluster, each a nats:// or tls:// URL', () => {
    const cluster = 'nats://10.0.0.1:4222, nats://10.0.0.2:4222,tls://10.0.0.3:4222';
    assert.equal(loadConfig(serviceSchema, { NATS_URL: cluster }).NATS_URL, cluster);
    assert.deepEqual(natsServers(cluster), [
      'nats://10.0.0.1:4222',
      'nats://10.0.0.2:4222',
      'tls://10.0.0.3:4222',
    ]);
    for (const bad of ['nats://a:4222,http://b:4222', ' , '])
      assert.match(errorOf(() => loadConfig(serviceSchema, { NATS_URL: bad })).message, /NATS_URL/);
  });

  it('treats empty variables as unset', () => {
    assert.equal(loadConfig(serviceSchema, { LOG_LEVEL: '', PORT: '' }).LOG_LEVEL, 'info');
  });

  it('lists every bad variable in one error', () => {
    const error = errorOf(() =>
      loadConfig(serviceSchema, {
        LOG_LEVEL: 'loud',
        REDIS_URL: 'http://cache',
        NATS_URL: 'not a url',
        PORT: '-1',
      }),
    );
    for (const variable of ['LOG_LEVEL', 'REDIS_URL', 'NATS_URL', 'PORT']) {
      assert.match(error.message, new RegExp(`^  - ${variable}: `, 'm'));
    }
    assert.doesNotMatch(error.message, /GATEWAY_SECRET/);
  });

  it('refuses a missing, development or short gateway secret in production, saying why', () => {
    for (const [secret, reason] of [
      [undefined, /must be set in production \(32\+ characters\)/],
      [DEVELOPMENT_GATEWAY_SECRET, /must not be the development default in production, which is public/],
      ['x'.repeat(31), /must be at least 32 characters in production/],
    ] as const) {
      const error = errorOf(() =>
        loadConfig(serviceSchema, { NODE_ENV: 'production', GATEWAY_SECRET: secret }),
      );
      assert.match(error.message, /GATEWAY_SECRET: /);
      assert.match(error.message, reason);
      assert.match(error.message, /signs the context the gateway sends the services/);
      if (secret) assert.equal(error.message.includes(secret), false, 'the secret must not be echoed');
    }
    const secret = 'p'.repeat(32);
    assert.equal(
      loadConfig(serviceSchema, { NODE_ENV: 'production', GATEWAY_SECRET: secret }).GATEWAY_SECRET,
      secret,
    );
  });

  it('reports the secret together with the other problems', () => {
    const error = errorOf(() => loadConfig(serviceSchema, { NODE_ENV: 'production', LOG_LEVEL: 'loud' }));
    assert.match(error.message, /LOG_LEVEL/);
    assert.match(error.message, /GATEWAY_SECRET/);
  });

  it('outside production, refuses the public default secret unless the part listens on loopback only', () => {
    for (const NODE_ENV of ['development', 'test']) {
      for (const HOST of ['0.0.0.0', '::', '10.0.0.5', 'gateway.internal']) {
        for (const GATEWAY_SECRET of [undefined, DEVELOPMENT_GATEWAY_SECRET]) {
          const error = errorOf(() => loadConfig(serviceSchema, { NODE_ENV, HOST, GATEWAY_SECRET }));
          assert.match(error.message, /GATEWAY_SECRET: must be set \(not the public development default\)/);
          assert.match(error.message, /not a loopback address, even outside production/);
        }
        assert.equal(loadConfig(serviceSchema, { NODE_ENV, HOST, GATEWAY_SECRET: 'own' }).HOST, HOST);
      }
      for (const HOST of [undefined, '127.0.0.1', '127.0.0.2', '::1', 'localhost', 'LOCALHOST'])
        assert.equal(
          loadConfig(serviceSchema, { NODE_ENV, HOST }).GATEWAY_SECRET,
          DEVELOPMENT_GATEWAY_SECRET,
        );
    }
  });

  it('leaves the secret rule out of schemas without GATEWAY_SECRET', () => {
    const schema = z.object({ NODE_ENV: commonConfigShape.NODE_ENV });
    assert.deepEqual(loadConfig(schema, { NODE_ENV: 'production' }), { NODE_ENV: 'production' });
  });
});

describe('serviceDatabaseUrl', () => {
  it('defaults to the local creators_<service> database', () => {
    assert.equal(
      serviceDatabaseUrl('identity', {}),
      'postgresql://postgres@127.0.0.1:5432/creators_identity',
    );
    assert.equal(
      serviceDatabaseUrl('brainstorm-ai', {}),
      'postgresql://postgres@127.0.0.1:5432/creators_brainstorm_ai',
    );
    assert.equal(
      serviceDatabaseUrl('discussions', {}),
      'postgresql://postgres@127.0.0.1:5432/creators_discussions',
    );
    assert.equal(
      serviceDatabaseUrl('programmes', {}),
      'postgresql://postgres@127.0.0.1:5432/creators_programmes',
    );
  });

  it('prefers DATABASE_URL', () => {
    const url = 'postgresql://app:secret@db:5432/identity';
    assert.equal(serviceDatabaseUrl('identity', { DATABASE_URL: url }), url);
  });
});
