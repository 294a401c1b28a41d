import { describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import { BRAINSTORM_LIMITS, conversationHistory, isReplyTooShort } from './brainstorm.js';

describe('brainstorm rules (product.md §5, §9)', () => {
  it('replaces AI replies shorter than 11 characters (10 is short, 11 is not), in both languages', () => {
    assert.equal(isReplyTooShort('0123456789'), true);
    assert.equal(isReplyTooShort('01234567890'), false);
    assert.equal(isReplyTooShort('  Warum?   '), true);
    assert.equal(isReplyTooShort('Why is that'), false);
    assert.equal(isReplyTooShort('Wieso genau'), false);
    assert.equal(isReplyTooShort('Wieso das?'), true);
    assert.equal(isReplyTooShort(''), true);
    assert.equal(isReplyTooShort(null), true);
    assert.equal(BRAINSTORM_LIMITS.minReplyLength, 11);
  });

  it('sends the last 3 messages joined by a newline, one line per message', () => {
    const messages = ['one', 'two', 'three', 'four'].map((message) => ({ message }));
    assert.equal(conversationHistory(messages), 'two\nthree\nfour');
    assert.equal(conversationHistory(messages.slice(0, 2)), 'one\ntwo');
    assert.equal(conversationHistory([]), '');
    assert.equal(
      conversationHistory([{ message: 'Zeile eins\nZeile zwei' }, { message: 'drei' }]),
      'Zeile eins Zeile zwei\ndrei',
    );
    const long = 'x'.repeat(5000);
    assert.equal(
      conversationHistory([{ message: long }, { message: long }]).length,
      BRAINSTORM_LIMITS.historyMaxLength,
    );
  });
});
