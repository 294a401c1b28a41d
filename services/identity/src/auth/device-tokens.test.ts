import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import {
  DEVICE_TOKEN_SEPARATOR,
  DEVICE_TOKENS_PER_BROWSER,
  deviceCookieAfterSignIn,
  deviceTokenFor,
  issueDeviceToken,
} from './device-tokens.js';

const config = { secret: 'a-device-cookie-secret-for-tests', maxAgeSeconds: 3600 };
const account = 'ada@example.test';

describe('device tokens (OWASP device cookies)', () => {
  it('a token checks out for its account only, with the same secret, within its life', () => {
    const now = Date.now();
    const token = issueDeviceToken(config, account, now);
    assert.match(token, /^[0-9a-z]+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    assert.doesNotMatch(token, /ada|example/, 'the cookie names no account');
    assert.deepEqual(deviceTokenFor(config, [token], account, now), { id: token.split('.')[1], token });
    assert.equal(deviceTokenFor(config, [token], 'grace@example.test', now), null);
    assert.equal(deviceTokenFor({ ...config, secret: 'another-secret' }, [token], account, now), null);
    assert.equal(deviceTokenFor(config, [token], account, now + 3601_000), null, 'expired');
    assert.notEqual(deviceTokenFor(config, [token], account, now + 3599_000), null);
    const [issuedAt, nonce, signature] = token.split('.');
    const tampered = [
      `${(parseInt(issuedAt, 36) + 60).toString(36)}.${nonce}.${signature}`,
      `${issuedAt}.${'A'.repeat(22)}.${signature}`,
      `${issuedAt}.${nonce}.${'A'.repeat(43)}`,
      `${issuedAt}.${nonce}`,
      42,
      null,
    ];
    assert.equal(deviceTokenFor(config, tampered, account, now), null);
    assert.equal(deviceTokenFor(config, [...tampered, token], account, now)?.token, token);
    assert.equal(deviceTokenFor(config, undefined, account, now), null);
    assert.equal(deviceTokenFor(config, [token], '', now), null);
  });

  it('the cookie after a sign-in: a new token for the account first, the other accounts after, five at most', () => {
    const now = Date.now();
    const others = ['b', 'c', 'd', 'e', 'f'].map((name) => issueDeviceToken(config, `${name}@x.test`, now));
    const old = issueDeviceToken(config, account, now);
    const expired = issueDeviceToken(config, 'g@x.test', now - 7200_000);
    const value = deviceCookieAfterSignIn(config, [old, expired, 'junk', ...others], account, now);
    const tokens = value.split(DEVICE_TOKEN_SEPARATOR);
    assert.equal(tokens.length, DEVICE_TOKENS_PER_BROWSER);
    assert.notEqual(tokens[0], old, 'a new token replaces the old one');
    assert.notEqual(deviceTokenFor(config, tokens.slice(0, 1), account, now), null);
    assert.deepEqual(tokens.slice(1), others.slice(0, 4));
    assert.ok(!tokens.includes(expired) && !tokens.includes('junk'));
    assert.equal(deviceCookieAfterSignIn(config, undefined, account, now).split('~').length, 1);
  });
});
