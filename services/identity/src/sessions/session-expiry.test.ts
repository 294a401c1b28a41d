import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import {
  cookieMaxAgeSeconds,
  isExpired,
  isStoredSessionKey,
  isWellFormedSessionId,
  newSessionId,
  parseSessionData,
  sessionExpiry,
  storedSessionKey,
} from './session-expiry.js';

const DAY = 24 * 60 * 60;
const policy = { idleSeconds: 7 * DAY, absoluteSeconds: 30 * DAY };
const at = (iso: string) => new Date(iso);

describe('session expiry', () => {
  it('a fresh session expires after the idle time', () => {
    const signIn = at('2026-01-01T00:00:00Z');
    assert.equal(sessionExpiry(signIn, signIn, policy).toISOString(), '2026-01-08T00:00:00.000Z');
  });

  it('use slides the idle expiry forward', () => {
    const signIn = at('2026-01-01T00:00:00Z');
    assert.equal(
      sessionExpiry(signIn, at('2026-01-05T12:00:00Z'), policy).toISOString(),
      '2026-01-12T12:00:00.000Z',
    );
  });

  it('the absolute expiry caps the sliding one', () => {
    const signIn = at('2026-01-01T00:00:00Z');
    assert.equal(
      sessionExpiry(signIn, at('2026-01-28T00:00:00Z'), policy).toISOString(),
      '2026-01-31T00:00:00.000Z',
    );
    assert.equal(
      sessionExpiry(signIn, at('2026-02-20T00:00:00Z'), policy).toISOString(),
      '2026-01-31T00:00:00.000Z',
    );
  });

  it('expired means at or after the expiry time', () => {
    const expire = at('2026-01-08T00:00:00Z');
    assert.equal(isExpired(expire, at('2026-01-07T23:59:59.999Z')), false);
    assert.equal(isExpired(expire, expire), true);
    assert.equal(isExpired(expire, at('2026-01-09T00:00:00Z')), true);
  });

  it('the cookie lives as long as the absolute lifetime', () => {
    assert.equal(cookieMaxAgeSeconds(policy), 30 * DAY);
  });
});

describe('session ids', () => {
  it('are 256 random bits in base64url, never repeated', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newSessionId()));
    assert.equal(ids.size, 1000);
    for (const id of ids) {
      assert.equal(Buffer.from(id, 'base64url').length, 32);
      assert.ok(isWellFormedSessionId(id));
    }
  });

  it('anything else is not a session id', () => {
    for (const value of [
      undefined,
      null,
      42,
      '',
      'short',
      `${newSessionId()}=`,
      'a'.repeat(42) + '/',
      { id: 1 },
    ]) {
      assert.equal(isWellFormedSessionId(value), false, String(value));
    }
  });

  it('are looked up over NATS by their stored key only, never by the id itself', () => {
    const id = newSessionId();
    assert.ok(isStoredSessionKey(storedSessionKey(id)));
    for (const value of [id, storedSessionKey(id).toUpperCase(), `${storedSessionKey(id)}0`, 42, null])
      assert.equal(isStoredSessionKey(value), false, String(value));
  });
});

describe('session data', () => {
  it('reads what the service writes and nothing else', () => {
    const data = {
      userId: 'u1',
      createdAt: '2026-01-01T00:00:00.000Z',
      lastSeenAt: '2026-01-02T00:00:00.000Z',
    };
    assert.deepEqual(parseSessionData(data), data);
    const described = { ...data, publicId: 'p1', browser: 'Chrome on Linux', network: '203.0.113.0/24' };
    assert.deepEqual(parseSessionData({ ...described, ip: '203.0.113.7' }), described);
    assert.equal(parseSessionData({ ...data, createdAt: 'yesterday' }), null);
    assert.equal(parseSessionData({ userId: 'u1' }), null);
    assert.equal(parseSessionData('u1'), null);
    assert.equal(parseSessionData(null), null);
  });
});
