import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Request, Response } from 'express';
import { watchClientAddresses } from './client-addresses.js';

function watcher(trustProxy: false | number, sameAddressRequests = 5) {
  const warnings: Array<{ fields: object; message: string }> = [];
  const watch = watchClientAddresses({
    trustProxy,
    sameAddressRequests,
    log: { warn: (fields, message = '') => warnings.push({ fields, message }) },
  });
  const request = (ip: string, headers: Record<string, string> = {}) => {
    let passed = false;
    watch({ ip, headers, socket: {} } as unknown as Request, {} as Response, () => (passed = true));
    assert.ok(passed, 'the request goes on');
  };
  return { warnings, request };
}

test('X-Forwarded-For while TRUST_PROXY is off is warned about once', () => {
  const { warnings, request } = watcher(false);
  request('10.0.0.1');
  assert.equal(warnings.length, 0);
  request('10.0.0.1', { 'x-forwarded-for': '203.0.113.9' });
  request('10.0.0.2', { 'x-forwarded-for': '203.0.113.10' });
  assert.equal(warnings.length, 1);
  assert.match(warnings[0]!.message, /X-Forwarded-For arrives but TRUST_PROXY is off/);
  assert.match(warnings[0]!.message, /docs\/operations.md "Client addresses"/);
});

test('with TRUST_PROXY set, X-Forwarded-For is expected', () => {
  const { warnings, request } = watcher(1);
  request('203.0.113.9', { 'x-forwarded-for': '203.0.113.9' });
  assert.equal(warnings.length, 0);
});

test('the first requests all from one address (not loopback) are warned about once', () => {
  const { warnings, request } = watcher(false, 5);
  for (let i = 0; i < 12; i++) request('10.1.2.3');
  assert.equal(warnings.length, 1);
  assert.match(warnings[0]!.message, /the first 5 requests all came from one address/);
  assert.deepEqual(warnings[0]!.fields, { address: '10.1.2.3', requests: 5 });
});

test('no warning when clients differ, or only this machine asks', () => {
  const mixed = watcher(false, 5);
  for (let i = 0; i < 12; i++) mixed.request(i === 3 ? '198.51.100.7' : '10.1.2.3');
  assert.equal(mixed.warnings.length, 0);
  const local = watcher(false, 5);
  for (let i = 0; i < 12; i++) local.request(i % 2 ? '127.0.0.1' : '::ffff:127.0.0.1');
  for (let i = 0; i < 12; i++) local.request('::1');
  assert.equal(local.warnings.length, 0);
});
