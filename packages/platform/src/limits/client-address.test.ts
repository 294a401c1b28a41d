import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { clientAddressKey, clientNetwork } from './client-address.js';

test('IPv6 addresses of one /64 share a key; other /64s do not', () => {
  const a = clientAddressKey('2001:db8:1234:5678::1');
  assert.equal(a, '2001:db8:1234:5678::/64');
  assert.equal(clientAddressKey('2001:0db8:1234:5678:ffff:eeee:dddd:cccc'), a);
  assert.equal(clientAddressKey('2001:DB8:1234:5678:0:0:0:2'), a);
  assert.notEqual(clientAddressKey('2001:db8:1234:5679::1'), a);
  assert.equal(clientAddressKey('::1'), '0:0:0:0::/64');
});

test('IPv4 addresses, also written as IPv4-mapped IPv6, count one by one', () => {
  assert.equal(clientAddressKey('203.0.113.7'), '203.0.113.7');
  assert.equal(clientAddressKey('::ffff:203.0.113.7'), '203.0.113.7');
  assert.notEqual(clientAddressKey('203.0.113.8'), clientAddressKey('203.0.113.7'));
});

test('anything else is counted as given', () => {
  assert.equal(clientAddressKey(''), '');
  assert.equal(clientAddressKey('unknown'), 'unknown');
});

test('a network is an IPv4 /24 or an IPv6 /48, never the address', () => {
  assert.equal(clientNetwork('203.0.113.7'), '203.0.113.0/24');
  assert.equal(clientNetwork('::ffff:203.0.113.7'), '203.0.113.0/24');
  assert.equal(clientNetwork('2001:db8:1234:5678::1'), '2001:db8:1234::/48');
  assert.equal(clientNetwork('2001:db8::1'), '2001:db8::/48');
  assert.equal(clientNetwork('::1'), '::/48');
  assert.equal(clientNetwork('unknown'), null);
});
