import { describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import {
  BRAINSTORM_LIMITS,
  canSend,
  conversationHistory,
  insightBadges,
  isIgnoredSpeech,
  isReplyTooShort,
  truncateInsight,
  VOICE_TIMINGS,
} from './brainstorm.js';

describe('brainstorm rules (product.md §5, §9)', () => {
  it('ignores speech of 3 characters or fewer, after trimming', () => {
    for (const transcript of ['', '   ', 'a', 'ja', 'yes', ' yes ', 'oké', 'gut', 'nö '])
      assert.equal(isIgnoredSpeech(transcript), true, transcript);
    for (const transcript of ['yeah', 'okay', 'nein', 'Müll', 'schön'])
      assert.equal(isIgnoredSpeech(transcript), false, transcript);
    assert.equal(isIgnoredSpeech(null), true);
  });

  it('disables Send for empty or whitespace-only text and while Isla is thinking', () => {
    assert.equal(canSend('', false), false);
    assert.equal(canSend('  \n\t ', false), false);
    assert.equal(canSend(undefined, false), false);
    assert.equal(canSend('Hallo', false), true);
    assert.equal(canSend('Hello', true), false);
    assert.equal(canSend('x', false), true);
  });

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

  it('truncates insight badges at 30 characters and keeps only the last 2', () => {
    const thirty = 'a'.repeat(30);
    assert.equal(truncateInsight(thirty), thirty);
    assert.equal(truncateInsight(`${thirty}b`), `${thirty}...`);
    assert.equal(
      truncateInsight('Schüler finden keine Lerngruppen in ihrer Nähe'),
      'Schüler finden keine Lerngrupp...',
    );
    assert.deepEqual(insightBadges(['first', 'second', 'third']), ['second', 'third']);
    assert.deepEqual(insightBadges(['only']), ['only']);
    assert.deepEqual(insightBadges([]), []);
  });

  it('keeps the product.md §9 timings', () => {
    assert.deepEqual(VOICE_TIMINGS, {
      restartListeningMs: 1000,
      thinkingDelayMs: 1000,
      voiceIdleStopMs: 2000,
      brainstormIdleStopMs: 2500,
    });
  });
});
