/**
 * A corpus of brainstorms as real people hold them (product.md §4.3): does Isla understand what people say? Each
 * conversation is a person with a problem of their own; what a careful reader would expect in each slot of the draft
 * was written down before anything was run, never read off the engine's output.
 */

/** The slots of a draft, and `ideas`: solution ideas the person offers on the way. */
export const CORPUS_SLOTS = ['problem', 'who', 'frequency', 'impact', 'tried', 'success', 'ideas'] as const;
export type Slot = (typeof CORPUS_SLOTS)[number];

export interface CorpusConversation {
  id: string;
  locale: 'en' | 'de';
  /**
   * responsive: answers the question Isla asks (one or two sentences, sometimes several points at once);
   * story: tells it in their own order, whatever Isla asks.
   */
  style: 'responsive' | 'story';
  /** responsive: said first, whatever Isla asks (a greeting, a hesitation). */
  opener?: string;
  /** responsive: the answer per slot Isla's question aims at (like drafts/personas.ts). */
  answers?: Partial<Record<Slot, string>>;
  /** story: the person's messages in order, whatever Isla asks; the harness sends them one per turn. */
  messages?: string[];
  /** After the read-back: the person's reply (a confirmation, or a correction). */
  readBackReply?: string;
  /**
   * What a person would expect in each slot, written before running anything: per slot a list of alternatives
   * (case-insensitive substrings); the slot counts as found when its value contains one.
   */
  expected: Partial<Record<Slot, string[]>>;
  /**
   * Phrases (filler, agreement, "I experienced it myself", a question about the platform, a value corrected away)
   * that must appear in no slot, title or description.
   */
  absent: string[];
}
