import { describe, expect, it } from 'vitest';
import { canSend, insightBadges, isIgnoredSpeech, truncateInsight, VOICE_TIMINGS } from './conversationRules';

describe('the browser rules of talking with Isla (product.md §5, §9)', () => {
  it('ignores speech of 3 characters or fewer, after trimming', () => {
    for (const transcript of ['', '   ', 'a', 'ja', 'yes', ' yes ', 'oké', 'gut', 'nö '])
      expect(isIgnoredSpeech(transcript), transcript).toBe(true);
    for (const transcript of ['yeah', 'okay', 'nein', 'Müll', 'schön'])
      expect(isIgnoredSpeech(transcript), transcript).toBe(false);
    expect(isIgnoredSpeech(null)).toBe(true);
  });

  it('disables Send for empty or whitespace-only text and while Isla is thinking', () => {
    expect(canSend('', false)).toBe(false);
    expect(canSend('  \n\t ', false)).toBe(false);
    expect(canSend(undefined, false)).toBe(false);
    expect(canSend('Hallo', false)).toBe(true);
    expect(canSend('Hello', true)).toBe(false);
    expect(canSend('x', false)).toBe(true);
  });

  it('truncates insight badges at 30 characters and keeps only the last 2', () => {
    const thirty = 'a'.repeat(30);
    expect(truncateInsight(thirty)).toBe(thirty);
    expect(truncateInsight(`${thirty}b`)).toBe(`${thirty}...`);
    expect(truncateInsight('Schüler finden keine Lerngruppen in ihrer Nähe')).toBe(
      'Schüler finden keine Lerngrupp...',
    );
    expect(insightBadges(['first', 'second', 'third'])).toEqual(['second', 'third']);
    expect(insightBadges(['only'])).toEqual(['only']);
    expect(insightBadges([])).toEqual([]);
  });

  it('keeps the product.md §9 timings', () => {
    expect(VOICE_TIMINGS).toEqual({
      restartListeningMs: 1000,
      thinkingDelayMs: 1000,
      voiceIdleStopMs: 2000,
      brainstormIdleStopMs: 2500,
    });
  });
});
