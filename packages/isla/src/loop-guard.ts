/** The stock phrase of a dialogue engine that goes in circles (product.md §4.3 loop guard), in English and German. */
export const STOCK_LOOP_PATTERNS: readonly RegExp[] = [
  /developing\s+(?:a\s+)?sharper\s+understanding/i,
  /sch(?:ä|ae)rfere[ns]?\s+verst(?:ä|ae)ndnis/i,
];

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s.!?…]+$/u, '')
    .trim();

/** product.md §4.3 loop guard: the reply repeats the previous reply of Isla, or contains the stock phrase. */
export function isLoopingReply(reply: string, previousReply: string | null | undefined): boolean {
  if (STOCK_LOOP_PATTERNS.some((pattern) => pattern.test(reply))) return true;
  return (
    previousReply != null && normalise(previousReply) !== '' && normalise(reply) === normalise(previousReply)
  );
}
