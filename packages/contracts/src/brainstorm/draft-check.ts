import type { Locale } from '../locale.js';
import { STOP_WORDS, type ChallengeDraft } from './summary.js';
import { DRAFT_RULES } from './slots.js';

/** The sentences of a description (ends at . ! ? followed by a space or the end). */
export const descriptionSentences = (description: string): string[] =>
  description
    .split(/(?<=[.!?])\s+/u)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Issue 11's rules for a draft; the broken ones, as readable lines (none: a good draft). `messages`, when given, are
 * the person's messages: the title must be neither a copy nor a cut of one.
 */
export function checkDraft(
  draft: ChallengeDraft,
  locale: Locale,
  messages: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  const { title, description, tags } = draft;
  if (title.length > DRAFT_RULES.titleMax)
    problems.push(`title longer than ${DRAFT_RULES.titleMax}: ${title}`);
  const lead = locale === 'en' ? 'How might we ' : 'Wie können wir ';
  if (!title.startsWith(lead) || !title.endsWith('?')) problems.push(`title not "${lead}…?": ${title}`);
  const normal = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  for (const m of messages) {
    const body = normal(title.slice(lead.length));
    if (body.length > 0 && normal(m).startsWith(body)) problems.push(`title is a cut of a message: ${title}`);
  }
  const sentences = descriptionSentences(description);
  if (
    sentences.length < DRAFT_RULES.descriptionSentencesMin ||
    sentences.length > DRAFT_RULES.descriptionSentencesMax
  )
    problems.push(`description has ${sentences.length} sentences: ${description}`);
  if (tags.length < DRAFT_RULES.tagsMin || tags.length > DRAFT_RULES.tagsMax)
    problems.push(`${tags.length} tags: ${tags.join(', ')}`);
  if (new Set(tags).size !== tags.length) problems.push(`duplicate tags: ${tags.join(', ')}`);
  for (const tag of tags) {
    if (tag !== tag.toLowerCase()) problems.push(`tag not lower case: ${tag}`);
    if (STOP_WORDS.has(tag)) problems.push(`stop word as tag: ${tag}`);
    if (tag.length < 3 || !/^\p{L}[\p{L}-]*$/u.test(tag)) problems.push(`fragment as tag: ${tag}`);
  }
  return problems;
}
