import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { accountDelaySeconds, loginKey, waitMinutes } from './rate-limits.js';

describe('loginKey', () => {
  it('joins the address with the email as typed, trimmed and lower-cased', () => {
    assert.equal(loginKey('10.0.0.1', '  Ada@Example.TEST '), '10.0.0.1|ada@example.test');
  });
  it('still counts attempts without a usable email', () => {
    assert.equal(loginKey('10.0.0.1', undefined), '10.0.0.1|');
    assert.equal(loginKey('10.0.0.1', 42), '10.0.0.1|');
  });
});

describe('accountDelaySeconds', () => {
  const policy = { freeFailures: 5, firstDelaySeconds: 2, maxDelaySeconds: 900, windowSeconds: 86_400 };
  it('lets the first failures go, then doubles the wait with each failure up to the maximum', () => {
    const delays = [1, 5, 6, 7, 8, 9, 14, 15, 1000].map((n) => accountDelaySeconds(n, policy));
    assert.deepEqual(delays, [0, 0, 2, 4, 8, 16, 512, 900, 900]);
  });
});

describe('loginKey of an IPv6 client', () => {
  it('counts the /64, not the single address', () => {
    assert.equal(loginKey('2001:db8:1:2::7', 'a@b.test'), loginKey('2001:db8:1:2:ffff::1', 'A@b.test '));
    assert.notEqual(loginKey('2001:db8:1:3::7', 'a@b.test'), loginKey('2001:db8:1:2::7', 'a@b.test'));
  });
});

describe('waitMinutes', () => {
  it('says how many minutes to wait, at least one, with Retry-After seconds (en and de)', () => {
    const soon = waitMinutes('en', 1_500);
    assert.equal(soon.message, 'Too many attempts. Please try again in 1 minute.');
    assert.equal(soon.extensions.code, 'TOO_MANY_REQUESTS');
    assert.equal(soon.extensions.retryAfterSeconds, 2);
    assert.equal(soon.extensions.messageKey, 'error.rateLimit.wait');
    const hour = waitMinutes('de', 3_599_400);
    assert.equal(hour.message, 'Zu viele Versuche. Bitte versuche es in 60 Minuten erneut.');
    assert.equal(hour.extensions.minutes, 60);
    assert.equal(hour.extensions.retryAfterSeconds, 3600);
    assert.equal(waitMinutes('en', 0).extensions.retryAfterSeconds, 1);
  });
});
