import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { translateWith } from './message-format.js';
import { MESSAGES } from './translate.js';

describe('translateWith', () => {
  it('fills in a plural of minutes in English and German', () => {
    assert.equal(
      translateWith('error.rateLimit.wait', 'en', { minutes: 1 }),
      'Too many attempts. Please try again in 1 minute.',
    );
    assert.equal(
      translateWith('error.rateLimit.wait', 'en', { minutes: 42 }),
      'Too many attempts. Please try again in 42 minutes.',
    );
    assert.equal(
      translateWith('error.rateLimit.wait', 'de', { minutes: 1 }),
      'Zu viele Versuche. Bitte versuche es in 1 Minute erneut.',
    );
    assert.equal(
      translateWith('error.rateLimit.wait', 'de', { minutes: 5 }),
      'Zu viele Versuche. Bitte versuche es in 5 Minuten erneut.',
    );
  });

  it('fills in plain values and leaves names without one, and text that is not a key, as they are', () => {
    assert.equal(translateWith('Hello {name}, {other}', 'en', { name: 'Ada' }), 'Hello Ada, {other}');
    assert.equal(translateWith('error.rateLimit.wait', 'en', {}), MESSAGES.en['error.rateLimit.wait']);
  });
});
