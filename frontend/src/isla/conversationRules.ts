import { BRAINSTORM_LIMITS } from '@creators/contracts';

/**
 * The browser's rules for talking with Isla (product.md §5, §9): when Send is enabled, which speech is ignored, the
 * voice timings and the insight badges. The limits they use cross the wire and live in @creators/contracts.
 */

/** product.md §9 timings of the voice features, in milliseconds. */
export const VOICE_TIMINGS = {
  /** Listening restarts this long after Isla finishes speaking. */
  restartListeningMs: 1000,
  /** The voice dialog's fake-thinking delay (the least time Isla shows 'Thinking'). */
  thinkingDelayMs: 1000,
  /** The voice dialog stops listening after this much silence. */
  voiceIdleStopMs: 2000,
  /** The brainstorm's microphone stops after this much silence. */
  brainstormIdleStopMs: 2500,
} as const;

/** product.md §5: speech input of 3 characters or fewer (after trimming) is ignored. */
export function isIgnoredSpeech(transcript: string | null | undefined): boolean {
  return (transcript ?? '').trim().length <= BRAINSTORM_LIMITS.ignoredSpeechMaxLength;
}

/** product.md §5: Send is disabled for empty or whitespace-only text, and while Isla is thinking. */
export function canSend(text: string | null | undefined, thinking: boolean): boolean {
  return !thinking && (text ?? '').trim().length > 0;
}

/** product.md §9: an insight badge shows at most 30 characters; longer text is cut and ends with an ellipsis. */
export function truncateInsight(insight: string, max: number = BRAINSTORM_LIMITS.insightBadgeLength): string {
  const text = insight.trim();
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

/** product.md §2.9: the last 2 insights, as badge texts. */
export function insightBadges(insights: readonly string[]): string[] {
  return insights.slice(-BRAINSTORM_LIMITS.insightBadges).map((insight) => truncateInsight(insight));
}
