import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import path from 'node:path';
import { DEVELOPMENT_GATEWAY_SECRET } from '@creators/platform';
import {
  DEFAULT_FRONTEND_DIST,
  DEFAULT_SUPERGRAPH_PATH,
  GATEWAY_DIR,
  loadGatewayConfig,
  parseTrustProxy,
  sessionCookieSecurity,
} from './config.js';
import { sessionResolveSubject } from './session/resolver.js';

test('defaults work locally', () => {
  const config = loadGatewayConfig({});
  assert.equal(config.PORT, 8080);
  assert.equal(config.BODY_LIMIT, '256kb');
  assert.equal(config.SUPERGRAPH_PATH, DEFAULT_SUPERGRAPH_PATH);
  assert.equal(config.FRONTEND_DIST, DEFAULT_FRONTEND_DIST);
  assert.equal(config.TRUST_PROXY, false);
  assert.equal(config.HOST, '127.0.0.1');
  assert.equal(config.METRICS_PORT, undefined);
  assert.equal(sessionCookieSecurity(config), 'auto');
  assert.equal(path.basename(GATEWAY_DIR), 'gateway');
});

test('paths are resolved from the gateway folder; bad values are refused', () => {
  assert.equal(
    loadGatewayConfig({ SUPERGRAPH_PATH: 'supergraph.graphql' }).SUPERGRAPH_PATH,
    path.join(GATEWAY_DIR, 'supergraph.graphql'),
  );
  assert.throws(() => loadGatewayConfig({ PORT: 'eighty' }), /PORT/);
  assert.throws(() => loadGatewayConfig({ BODY_LIMIT: 'lots' }), /BODY_LIMIT/);
});

test('TRUST_PROXY takes a hop count or addresses, subnets and range names', () => {
  assert.equal(parseTrustProxy('false'), false);
  assert.equal(parseTrustProxy(''), false);
  assert.equal(parseTrustProxy('1'), 1);
  assert.deepEqual(parseTrustProxy('loopback, 10.0.0.0/8'), ['loopback', '10.0.0.0/8']);
  const trusted = (value: string) => loadGatewayConfig({ TRUST_PROXY: value }).TRUST_PROXY;
  assert.equal(trusted('2'), 2);
  assert.deepEqual(trusted('10.1.2.3,fd00::/8, uniquelocal,linklocal'), [
    '10.1.2.3',
    'fd00::/8',
    'uniquelocal',
    'linklocal',
  ]);
});

test('TRUST_PROXY is never plain true, nor anything Express would not read as an address', () => {
  assert.throws(
    () => loadGatewayConfig({ TRUST_PROXY: 'true' }),
    /TRUST_PROXY: must not be true, which trusts any X-Forwarded-For .* number of proxies .* addresses and subnets/,
  );
  for (const value of [
    'yes',
    '10.0.0.0/33',
    '::1/129',
    'loopback, proxy.internal',
    '10.0.0.0/8/1',
    '1.5',
    '-1',
  ])
    assert.throws(
      () => loadGatewayConfig({ TRUST_PROXY: value }),
      /TRUST_PROXY: .*expected a hop count/,
      value,
    );
});

test('the session cookie is Secure in production unless COOKIE_SECURE=false; elsewhere over TLS only', () => {
  const security = (env: Record<string, string>) =>
    sessionCookieSecurity(loadGatewayConfig({ GATEWAY_SECRET: 's'.repeat(32), ...env }));
  assert.equal(security({ NODE_ENV: 'production' }), true);
  assert.equal(security({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }), false);
  assert.equal(security({ NODE_ENV: 'development' }), 'auto');
  assert.equal(security({ NODE_ENV: 'test' }), 'auto');
  assert.equal(security({ NODE_ENV: 'development', COOKIE_SECURE: 'true' }), true);
  assert.throws(() => loadGatewayConfig({ COOKIE_SECURE: 'yes' }), /COOKIE_SECURE: expected true or false/);
});

test('the gateway listens on HOST and refuses to start in production without a proper secret', () => {
  assert.equal(loadGatewayConfig({ HOST: '0.0.0.0', GATEWAY_SECRET: 'own-secret' }).HOST, '0.0.0.0');
  // Outside production too, the public default is refused once anything but this machine can reach the gateway.
  assert.throws(() => loadGatewayConfig({ HOST: '0.0.0.0' }), /GATEWAY_SECRET: .*not a loopback address/);
  assert.throws(
    () =>
      loadGatewayConfig({
        NODE_ENV: 'test',
        HOST: '192.168.1.20',
        GATEWAY_SECRET: DEVELOPMENT_GATEWAY_SECRET,
      }),
    /GATEWAY_SECRET: .*not a loopback address/,
  );
  assert.equal(loadGatewayConfig({ HOST: '127.0.0.1' }).GATEWAY_SECRET, DEVELOPMENT_GATEWAY_SECRET);
  assert.equal(loadGatewayConfig({ METRICS_PORT: '9464' }).METRICS_PORT, 9464);
  assert.throws(
    () => loadGatewayConfig({ NODE_ENV: 'production' }),
    /GATEWAY_SECRET: must be set in production/,
  );
  assert.throws(
    () => loadGatewayConfig({ NODE_ENV: 'production', GATEWAY_SECRET: 'short' }),
    /GATEWAY_SECRET: must be at least 32 characters/,
  );
});

test('NATS subjects and the event stream are configured as in the services', () => {
  const defaults = loadGatewayConfig({});
  assert.equal(defaults.NATS_SUBJECT_PREFIX, '');
  assert.equal(defaults.EVENT_STREAM, 'EVENTS');
  assert.equal(defaults.NOTIFICATIONS_CONSUMER, 'gateway-notifications');
  const test = loadGatewayConfig({ NATS_SUBJECT_PREFIX: 'run42.', EVENT_STREAM: 'EVENTS_run42' });
  assert.equal(test.NATS_SUBJECT_PREFIX, 'run42.');
  assert.equal(test.EVENT_STREAM, 'EVENTS_run42');
  assert.equal(sessionResolveSubject(test.NATS_SUBJECT_PREFIX), 'run42.identity.session.resolve');
  assert.equal(sessionResolveSubject(''), 'identity.session.resolve');
  assert.throws(
    () => loadGatewayConfig({ NOTIFICATIONS_CONSUMER: 'gateway.notifications' }),
    /NOTIFICATIONS_CONSUMER/,
  );
});
