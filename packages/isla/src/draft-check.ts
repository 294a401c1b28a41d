import { z } from 'zod';
import { CHALLENGE_CATEGORIES, CHALLENGE_LIMITS, type Locale } from '@creators/contracts';
import { STOP_WORDS, type ChallengeDraft } from './summary.js';
import { DRAFT_RULES } from './slots.js';
import { modelJson } from './model-json.js';

/** The sentences of a description (ends at . ! ? followed by a space or the end). */
export const descriptionSentences = (description: string): string[] =>
  description
    .split(/(?<=[.!?])\s+/u)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The draft rules (product.md §4.3); the broken ones, as readable lines (none: a good draft). `messages`, when given, are
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
    if (tag.length < 3 || !/^\p{L}[\p{L} -]*\p{L}$/u.test(tag)) problems.push(`fragment as tag: ${tag}`);
  }
  return problems;
}

/**
 * The draft a configured model returns, as JSON. category null or missing: the keyword rule decides.
 * A draft that parses must also keep checkDraft's rules (see acceptModelDraft).
 */
export const modelDraftSchema = z.object({
  title: z.string().trim().min(CHALLENGE_LIMITS.titleMin).max(DRAFT_RULES.titleMax),
  description: z.string().trim().min(CHALLENGE_LIMITS.descriptionMin).max(1_000),
  category: z.enum(CHALLENGE_CATEGORIES).nullable().optional(),
  tags: z
    .array(z.string().trim().toLowerCase().min(3).max(CHALLENGE_LIMITS.tagMax))
    .min(DRAFT_RULES.tagsMin)
    .max(DRAFT_RULES.tagsMax),
});
export type ModelDraft = z.infer<typeof modelDraftSchema>;

/**
 * A model's answer as a draft, or null when it is not the JSON asked for or breaks a rule (the caller falls back
 * to the built-in draft). The first JSON object in the text counts (models wrap JSON in fences or sentences).
 */
export function acceptModelDraft(
  content: string,
  locale: Locale,
  fallbackCategory: ChallengeDraft['category'],
): ChallengeDraft | null {
  const parsed = modelDraftSchema.safeParse(modelJson(content));
  if (!parsed.success) return null;
  const draft: ChallengeDraft = {
    title: parsed.data.title,
    description: parsed.data.description,
    category: parsed.data.category ?? fallbackCategory,
    difficulty: 'beginner',
    tags: parsed.data.tags,
  };
  return checkDraft(draft, locale).length === 0 ? draft : null;
}
