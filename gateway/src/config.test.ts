import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  DEFAULT_FRONTEND_DIST,
  DEFAULT_SUPERGRAPH_PATH,
  GATEWAY_DIR,
  loadGatewayConfig,
  parseTrustProxy,
} from './config.js';
import { sessionResolveSubject } from './session/resolver.js';

test('defaults work locally', () => {
  const config = loadGatewayConfig({});
  assert.equal(config.PORT, 8080);
  assert.equal(config.BODY_LIMIT, '256kb');
  assert.equal(config.SUPERGRAPH_PATH, DEFAULT_SUPERGRAPH_PATH);
  assert.equal(config.FRONTEND_DIST, DEFAULT_FRONTEND_DIST);
  assert.equal(config.TRUST_PROXY, false);
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

test('TRUST_PROXY takes what Express takes', () => {
  assert.equal(parseTrustProxy('false'), false);
  assert.equal(parseTrustProxy('true'), true);
  assert.equal(parseTrustProxy('1'), 1);
  assert.equal(parseTrustProxy('loopback, 10.0.0.0/8'), 'loopback, 10.0.0.0/8');
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
