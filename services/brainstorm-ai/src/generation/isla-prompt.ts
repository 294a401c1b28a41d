import { CHALLENGE_CATEGORIES, ISLA_LIMITS, type BrainstormPhase, type Locale } from '@creators/contracts';
import {
  DRAFT_RULES,
  DRAFT_SLOTS,
  type DraftSlot,
  type DialogueTurn,
  type DraftRequest,
  type IdeaToValidate,
  type SlotsRequest,
} from '@creators/isla';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'German (Deutsch), addressing the user informally with "du"',
};

const PHASE_GOALS: Record<BrainstormPhase, string> = {
  ideation:
    'Help the user name a real problem that frustrates them personally. Probe, one at a time: who has the problem, how often it happens, what it costs (time, money, nerves), and what has been tried so far.',
  validation:
    'Test the problem: ask for evidence that others have it, for the cause behind it, and which assumption is weakest.',
  refinement:
    'Sharpen the problem so a team can take it on: the one person to help first, the problem in one sentence without a solution, and how success would be measured.',
  creation:
    'Summarise the problem in a few short lines (problem, who has it, how often, what it costs, what was tried) and ask whether it captures it.',
};

function persona(language: Locale): string {
  return [
    'You are Isla, a Socratic guide on a platform where learners turn real problems into challenges for teams.',
    'You never hand out solutions or ideas of your own; you ask questions that help the user think.',
    `Always answer in ${LANGUAGE_NAMES[language]}, whatever language the conversation is in.`,
  ].join(' ');
}

/** The messages for one dialogue turn. */
export function dialogueMessages(turn: DialogueTurn): ChatMessage[] {
  const system = [
    persona(turn.language),
    `Current phase: ${turn.phase}. ${PHASE_GOALS[turn.phase]}`,
    turn.phase === 'creation'
      ? 'Keep the summary under 120 words.'
      : 'Reply with at most three short sentences (under 80 words): briefly acknowledge what the user said, then ask exactly one question.',
    'Plain text only: no markdown, no headings, no citations, no links.',
    'Do not use the phrase "developing sharper understanding".',
  ].join('\n');
  const context = turn.conversationHistory.trim()
    ? `Recent conversation (oldest first):\n${turn.conversationHistory.trim()}\n\n`
    : '';
  return [
    { role: 'system', content: system },
    {
      role: 'user',
      content: `${context}The user (message ${turn.sessionCount + 1}) now says:\n${turn.prompt}`,
    },
  ];
}

/** The messages for checking a challenge idea; the model must answer with a JSON object. */
export function validationMessages(idea: IdeaToValidate): ChatMessage[] {
  const system = [
    persona(idea.language),
    'Judge whether the text describes a real problem that people have (valid) rather than only a solution, a wish or something too vague (not valid).',
    'Answer with a JSON object and nothing else: {"valid": true or false, "feedback": "one or two sentences with one question that would sharpen the problem"}.',
  ].join('\n');
  const context = idea.context.trim() ? `\n\nContext:\n${idea.context.trim()}` : '';
  return [
    { role: 'system', content: system },
    { role: 'user', content: `Challenge idea:\n${idea.idea}${context}` },
  ];
}

const MAX_REPLY_CHARS = 1_200;

/**
 * Tidies a model's reply for the chat: drops reasoning blocks (<think>…</think>), citation markers ([1]), markdown
 * emphasis and excess blank lines, and shortens it to at most MAX_REPLY_CHARS at a sentence end. Returns null
 * when what is left is no usable reply (too short, or the stock phrase the client's loop guard rejects).
 */
export function cleanReply(raw: string): string | null {
  const text = raw
    .replace(/<think>[\s\S]*?<\/think>/gi, '')
    .replace(/[ \t]*\[\d+(?:,\s*\d+)*\]/g, '')
    .replace(/\*\*|__/g, '')
    .replace(/^#+\s*/gm, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
  if (text.length < ISLA_LIMITS.minReplyLength) return null;
  if (/developing sharper understanding/i.test(text)) return null;
  if (text.length <= MAX_REPLY_CHARS) return text;
  const cut = text.slice(0, MAX_REPLY_CHARS);
  const end = Math.max(
    cut.lastIndexOf('. '),
    cut.lastIndexOf('? '),
    cut.lastIndexOf('! '),
    cut.lastIndexOf('\n'),
  );
  return end > MAX_REPLY_CHARS / 2 ? cut.slice(0, end + 1).trim() : `${cut.trimEnd()}…`;
}

/** What each slot holds, for the model; a slot of DRAFT_SLOTS without a label here is named by its key. */
const SLOT_LABELS: Partial<Record<DraftSlot, string>> = {
  problem: 'Problem',
  who: 'Who is affected',
  frequency: 'How often',
  impact: 'Why it matters',
  tried: 'Tried so far',
  success: 'A good outcome',
};
const slotLabel = (slot: DraftSlot): string => SLOT_LABELS[slot] ?? slot;

/**
 * The messages asking a model for the brainstorm's slots as one JSON object with a key per slot of DRAFT_SLOTS: the
 * person's own words for each, null for what they have not said.
 */
export function slotsMessages(request: SlotsRequest): ChatMessage[] {
  const keys = DRAFT_SLOTS.map((slot) => `"${slot}": string or null`).join(', ');
  const system = [
    persona(request.language),
    'Read the brainstorm below and return what the user (never Isla) has said, as one JSON object and nothing else:',
    `{${keys}}.`,
    `The keys mean: ${DRAFT_SLOTS.map((slot) => `${slot}: ${slotLabel(slot)}`).join('; ')}.`,
    `Each value: the user's own words about it, in their language, one sentence of at most ${DRAFT_RULES.slotValueMax} characters; null when the user has not said it. Invent nothing.`,
  ].join(' ');
  const known = DRAFT_SLOTS.filter((slot) => request.slots[slot]).map(
    (slot) => `${slot}: ${request.slots[slot]}`,
  );
  const conversation = request.messages
    .map((m) => `${m.sender === 'user' ? 'User' : 'Isla'}: ${m.message}`)
    .join('\n')
    .slice(-ISLA_LIMITS.historyMax);
  const user = [known.length ? `Already known:\n${known.join('\n')}` : '', `The brainstorm:\n${conversation}`]
    .filter(Boolean)
    .join('\n\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

/** The messages asking a model for the challenge draft as JSON. */
export function draftMessages(request: DraftRequest): ChatMessage[] {
  const lead = request.language === 'de' ? 'Wie können wir …?' : 'How might we …?';
  const system = [
    persona(request.language),
    'Write the challenge draft for this brainstorm as one JSON object and nothing else:',
    `{"title": string, "description": string, "category": one of ${CHALLENGE_CATEGORIES.map((c) => `"${c}"`).join(', ')} or null, "tags": [${DRAFT_RULES.tagsMin} to ${DRAFT_RULES.tagsMax} strings]}.`,
    `title: at most ${DRAFT_RULES.titleMax} characters, phrased "${lead}", never a copy of the user's words.`,
    `description: ${DRAFT_RULES.descriptionSentencesMin} to ${DRAFT_RULES.descriptionSentencesMax} sentences, only from the user's own answers: who is affected, how often or how much, why it matters, what a good outcome would be. Leave out what the user never said; invent nothing.`,
    'tags: lower case single words or short terms, no stop words, no duplicates.',
  ].join(' ');
  const slots = Object.entries(request.slots)
    .filter(([, value]) => value)
    .map(([slot, value]) => `${slotLabel(slot as DraftSlot)}: ${value}`);
  const user = [
    slots.length ? `What the user answered:\n${slots.join('\n')}` : '',
    `Everything the user said:\n${request.userMessages.map((m) => `- ${m}`).join('\n')}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user.slice(0, ISLA_LIMITS.historyMax) },
  ];
}
