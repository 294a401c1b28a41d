import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { loginKey } from './rate-limits.js';

describe('loginKey', () => {
  it('joins the address with the email as typed, trimmed and lower-cased', () => {
    assert.equal(loginKey('10.0.0.1', '  Ada@Example.TEST '), '10.0.0.1|ada@example.test');
  });
  it('still counts attempts without a usable email', () => {
    assert.equal(loginKey('10.0.0.1', undefined), '10.0.0.1|');
    assert.equal(loginKey('10.0.0.1', 42), '10.0.0.1|');
  });
});
