/** Small English word lists and text helpers shared by the slot rendering and the title rules (product.md §4.3). */

/** The first sentence of a text (ends at . ! ? followed by a space, or at a line break). */
export const firstSentence = (text: string): string => text.split(/(?<=[.!?])\s+|\n/u)[0] ?? '';

export const POSSESSIVES: ReadonlySet<string> = new Set(['my', 'our', 'your', 'their', 'his', 'her', 'its']);

export const PREPOSITIONS: ReadonlySet<string> = new Set(
  'for at of in on with to from about by before after during'.split(' '),
);
