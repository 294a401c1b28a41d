import {
  applyReply,
  checkDraft,
  createBrainstorm,
  fillSlots,
  lastAvatarMessage,
  questionSlot,
  submitMessage,
  type BrainstormContext,
  type BrainstormState,
  type ChallengeDraft,
  SocraticEngine,
} from '@creators/isla';
import { CORPUS_SLOTS, type CorpusConversation, type Slot } from './corpus.js';

/**
 * Plays the corpus (corpus.ts) through the phase machine as the browser does, with the built-in engine answering
 * whenever the machine asks the AI (like drafts/simulate.ts), and judges what Isla understood (product.md §4.3): the
 * slots she filled against what a careful reader expects, and whether filler, a question about the platform or a
 * value the person corrected made it into the draft.
 */

/** A brainstorm ends at creation; a person who has not got there after this many messages is stopped. */
export const MAX_TURNS = 14;

/** What a person says when they have nothing left to tell: a neutral confirmation. */
export const NEUTRAL_CONFIRMATION = { en: "Yes, that's right.", de: 'Ja, genau.' } as const;
/** What a responsive person says when Isla asks for something they have no answer for. */
export const SHRUG = { en: "I don't know.", de: 'Keine Ahnung.' } as const;
/** The words of the harness's own lines that must never become a slot (a "yes"/"ja" may be cleaned away). */
const HARNESS_CORES = { en: ["that's right", "i don't know"], de: ['genau', 'keine ahnung'] } as const;

export type SlotValues = Partial<Record<Slot, string>>;

const text = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) {
    const parts = value.map(text).filter((v): v is string => !!v);
    return parts.length ? parts.join('; ') : undefined;
  }
  return undefined;
};

/**
 * The slots Isla holds: `state.slots` when the machine keeps them (a reader that understands by content), else the
 * slots filled by position from the messages (fillSlots). A list (several ideas) reads as one text.
 */
export function readSlots(state: BrainstormState): SlotValues {
  const kept: unknown = (state as { slots?: unknown }).slots;
  const source: Record<string, unknown> =
    kept && typeof kept === 'object' ? (kept as Record<string, unknown>) : { ...fillSlots(state.messages) };
  const slots: SlotValues = {};
  for (const slot of CORPUS_SLOTS) {
    const value = text(source[slot]);
    if (value) slots[slot] = value;
  }
  return slots;
}

/** State fields and message types by which a machine may mark that Isla reads back what she understood. */
const READ_BACK_FLAGS = ['readBack', 'readingBack', 'awaitingConfirmation', 'awaitingReadBack', 'confirming'];
const READ_BACK_NAME = /read.?back|confirm/iu;
/** Isla's question at the end of a read-back, in English or German. */
const READ_BACK_QUESTION =
  /\b(?:is (?:that|this) (?:right|correct)|did i get (?:that|this|it|everything) right|have i got (?:that|this|it) right|anything (?:i|to) (?:missed|correct|change)|stimmt (?:das|so)|hab(?:e)? ich (?:das|dich|alles) richtig|passt das (?:so)?|ist das richtig)\b/iu;

/**
 * Whether Isla is reading back what she understood and waits for a yes or a correction: a flag or phase the machine
 * exposes, the type of her last message, or its wording. Before the read-back exists, creation ends the conversation.
 */
export function isReadBack(state: BrainstormState): boolean {
  if (state.phase === 'creation') return false;
  const fields = state as unknown as Record<string, unknown>;
  if (READ_BACK_FLAGS.some((flag) => !!fields[flag])) return true;
  if (READ_BACK_NAME.test(String(state.phase))) return true;
  const last = [...state.messages].reverse().find((m) => m.sender === 'avatar');
  if (!last) return false;
  if (READ_BACK_NAME.test(String(last.type ?? ''))) return true;
  return READ_BACK_QUESTION.test(last.message);
}

export interface Played {
  conversation: CorpusConversation;
  state: BrainstormState;
  userMessages: string[];
  slots: SlotValues;
  /** User messages until creation, null when it was not reached in MAX_TURNS. */
  turnsToCreation: number | null;
  /** Whether Isla read back and heard the person's reply to it. */
  readBackAnswered: boolean;
}

/**
 * The slot Isla's message asks for, as a person reads it: the last of her questions that aims at one (questionSlot),
 * so "What do you lose when it happens? Roughly how much?" asks for the impact. Her quotations of the person's words
 * are no question; an apostrophe inside a word ("Let's", "didn't") opens no quotation (questionSlot takes '…' of 12
 * characters or more for quoted words and would skip the question between two of them).
 */
export function askedSlot(message: string): Slot | null {
  const questions = message
    .replace(/“[^”]*”|„[^“”]*[“”]|«[^»]*»/gu, '…')
    .replace(/(?<=\p{L})'(?=\p{L})/gu, '’')
    .split(/(?<=[.!?])\s+|\n/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.endsWith('?'))
    .reverse();
  for (const question of questions) {
    const slot = questionSlot(question);
    if (slot) return slot;
  }
  return null;
}

/** The person's next message: what a responsive person answers, or a story-teller's next line. */
function nextMessage(
  conversation: CorpusConversation,
  state: BrainstormState,
  turn: number,
  memory: { used: Set<Slot>; story: string[]; readBackAnswered: boolean },
): string {
  const neutral = NEUTRAL_CONFIRMATION[conversation.locale];
  if (isReadBack(state) && !memory.readBackAnswered) {
    memory.readBackAnswered = true;
    return conversation.readBackReply ?? neutral;
  }
  if (conversation.style === 'story') return memory.story.shift() ?? neutral;
  if (turn === 0 && conversation.opener) return conversation.opener;
  const answers = conversation.answers ?? {};
  const take = (slot: Slot) => {
    memory.used.add(slot);
    return answers[slot]!;
  };
  const aimed = askedSlot(lastAvatarMessage(state) ?? '');
  // The problem comes first, whatever Isla asks (she asks for it first).
  if (answers.problem && !memory.used.has('problem')) return take('problem');
  // Asked for a slot: the answer (again, when Isla asks again: people repeat themselves), or a shrug.
  if (aimed) return answers[aimed] ? take(aimed) : SHRUG[conversation.locale];
  // A question that aims at no slot (evidence, the cause, a first step): the person says what they have left.
  const left = CORPUS_SLOTS.find((slot) => answers[slot] && !memory.used.has(slot));
  return left ? take(left) : neutral;
}

/** Plays one conversation: until creation or MAX_TURNS messages. */
export function play(conversation: CorpusConversation, engine = new SocraticEngine()): Played {
  const ctx: BrainstormContext = { locale: conversation.locale, now: new Date('2026-11-24T08:00:00Z') };
  let state = createBrainstorm({ ...ctx, firstName: 'Sam' });
  const memory = {
    used: new Set<Slot>(),
    story: [...(conversation.messages ?? [])],
    readBackAnswered: false,
  };
  const userMessages: string[] = [];
  for (let turn = 0; turn < MAX_TURNS && state.phase !== 'creation'; turn++) {
    const message = nextMessage(conversation, state, turn, memory);
    userMessages.push(message);
    const { state: asked, turn: next } = submitMessage(state, message, ctx);
    state = asked;
    // As the server does (brainstorm-conversation.ts): the engine hears the slots the machine keeps.
    if (next.reply) state = applyReply(state, engine.reply({ ...next.reply, slots: asked.slots }), ctx);
  }
  return {
    conversation,
    state,
    userMessages,
    slots: readSlots(state),
    turnsToCreation: state.phase === 'creation' ? userMessages.length : null,
    readBackAnswered: memory.readBackAnswered,
  };
}

// ── Judging: pure functions over texts ──────────────────────────────────────────────────────────────────────────

/** Lower case, one kind of apostrophe and quote, single spaces. */
export const normalise = (value: string): string =>
  value
    .toLowerCase()
    .replace(/[’‘`´]/gu, "'")
    .replace(/\s+/gu, ' ')
    .trim();

/** Whether a slot's value contains one of the expected alternatives (case-insensitive substrings). */
export function slotFound(value: string | undefined, alternatives: readonly string[]): boolean {
  if (!value) return false;
  const said = normalise(value);
  return alternatives.some((alternative) => said.includes(normalise(alternative)));
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/**
 * Whether a text contains a phrase that must be absent: case-insensitive, as whole words ("hey" is not in "they",
 * "80 kinder" not in "120 kinder").
 */
export function containsPhrase(value: string, phrase: string): boolean {
  const wanted = normalise(phrase);
  if (!wanted) return false;
  return new RegExp(`(?<![\\p{L}\\p{N}])${escape(wanted)}(?![\\p{L}\\p{N}])`, 'u').test(normalise(value));
}

export interface AbsentHit {
  phrase: string;
  /** Where it was found: a slot's name, "title" or "description". */
  where: string;
}

/** The absent phrases found in the given places. */
export function absentHits(places: Readonly<Record<string, string | undefined>>, phrases: readonly string[]) {
  const hits: AbsentHit[] = [];
  for (const [where, value] of Object.entries(places))
    for (const phrase of phrases) if (value && containsPhrase(value, phrase)) hits.push({ phrase, where });
  return hits;
}

/** The phrases that must be absent: the corpus's, and the harness's own confirmation and shrug. */
export function absentPhrases(conversation: CorpusConversation): string[] {
  return [...conversation.absent, ...HARNESS_CORES[conversation.locale]];
}

export interface Judgement {
  id: string;
  locale: 'en' | 'de';
  style: 'responsive' | 'story';
  expected: number;
  found: number;
  /** Expected values not found; `unsaid`: the person never got to say it (the brainstorm ended first). */
  missing: { slot: Slot; alternatives: readonly string[]; value: string | undefined; unsaid: boolean }[];
  /** Absent phrases found in a slot, the title or the description. */
  fillerHits: AbsentHit[];
  /** The draft's rule breaks (checkDraft); empty when it keeps them. */
  draftProblems: string[];
  /** Creation reached, checkDraft clean and no absent phrase in the title or description. */
  draftKeepsRules: boolean;
  turnsToCreation: number | null;
}

/** Judges what was understood: expected slot values found, absent phrases found, the draft's rules. */
export function judge(
  conversation: CorpusConversation,
  slots: SlotValues,
  draft: ChallengeDraft,
  userMessages: readonly string[],
  turnsToCreation: number | null,
): Judgement {
  const missing: Judgement['missing'] = [];
  let expected = 0;
  for (const slot of CORPUS_SLOTS) {
    const alternatives = conversation.expected[slot];
    if (!alternatives) continue;
    expected++;
    if (!slotFound(slots[slot], alternatives))
      missing.push({
        slot,
        alternatives,
        value: slots[slot],
        unsaid: !userMessages.some((message) => slotFound(message, alternatives)),
      });
  }
  const phrases = absentPhrases(conversation);
  const fillerHits = absentHits({ ...slots, title: draft.title, description: draft.description }, phrases);
  const draftProblems =
    turnsToCreation === null
      ? ['creation not reached', ...checkDraft(draft, conversation.locale, userMessages)]
      : checkDraft(draft, conversation.locale, userMessages);
  const draftClean = !fillerHits.some((hit) => hit.where === 'title' || hit.where === 'description');
  return {
    id: conversation.id,
    locale: conversation.locale,
    style: conversation.style,
    expected,
    found: expected - missing.length,
    missing,
    fillerHits,
    draftProblems,
    draftKeepsRules: draftProblems.length === 0 && draftClean,
    turnsToCreation,
  };
}

/** Plays and judges one conversation. */
export function run(conversation: CorpusConversation, engine = new SocraticEngine()) {
  const played = play(conversation, engine);
  const judgement = judge(
    conversation,
    played.slots,
    played.state.draft,
    played.userMessages,
    played.turnsToCreation,
  );
  return { played, judgement };
}

export interface Totals {
  conversations: number;
  expected: number;
  found: number;
  /** found / expected, 0 to 1. */
  accuracy: number;
  draftsKeepingRules: number;
  fillerHits: number;
  /** Expected values the person never got to say (counted in `expected`, never in `found`). */
  unsaid: number;
  reachedCreation: number;
  /** Mean user messages to creation over those that reached it; null when none did. */
  meanTurnsToCreation: number | null;
}

export function totals(judgements: readonly Judgement[]): Totals {
  const expected = judgements.reduce((sum, j) => sum + j.expected, 0);
  const found = judgements.reduce((sum, j) => sum + j.found, 0);
  const turns = judgements.map((j) => j.turnsToCreation).filter((t): t is number => t !== null);
  return {
    conversations: judgements.length,
    expected,
    found,
    accuracy: expected ? found / expected : 0,
    draftsKeepingRules: judgements.filter((j) => j.draftKeepsRules).length,
    fillerHits: judgements.reduce((sum, j) => sum + j.fillerHits.length, 0),
    unsaid: judgements.reduce((sum, j) => sum + j.missing.filter((m) => m.unsaid).length, 0),
    reachedCreation: turns.length,
    meanTurnsToCreation: turns.length ? turns.reduce((a, b) => a + b, 0) / turns.length : null,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const pad = (value: string, width: number) => value.padEnd(width);

/** One line per conversation and the totals per language and overall, for the test output. */
export function table(judgements: readonly Judgement[]): string {
  const lines = [
    `${pad('conversation', 38)} ${pad('style', 10)} ${pad('found', 7)} ${pad('filler', 6)} ${pad('draft', 5)} turns`,
    ...judgements.map(
      (j) =>
        `${pad(j.id, 38)} ${pad(j.style, 10)} ${pad(`${j.found}/${j.expected}`, 7)} ${pad(String(j.fillerHits.length), 6)} ${pad(j.draftKeepsRules ? 'ok' : 'no', 5)} ${j.turnsToCreation ?? '-'}`,
    ),
    '',
  ];
  const groups: [string, readonly Judgement[]][] = [];
  for (const locale of ['en', 'de'] as const)
    for (const style of ['responsive', 'story'] as const)
      groups.push([`${locale} ${style}`, judgements.filter((j) => j.locale === locale && j.style === style)]);
  groups.push(
    ['en', judgements.filter((j) => j.locale === 'en')],
    ['de', judgements.filter((j) => j.locale === 'de')],
    ['all', judgements],
  );
  for (const [name, group] of groups) {
    const t = totals(group);
    lines.push(
      `${pad(name, 13)} conversations ${t.conversations}, slots found ${t.found}/${t.expected} (${percent(t.accuracy)}), ` +
        `drafts keeping every rule ${t.draftsKeepingRules}/${t.conversations}, filler hits ${t.fillerHits}, ` +
        `never said ${t.unsaid}, ` +
        `creation reached ${t.reachedCreation} (mean ${t.meanTurnsToCreation?.toFixed(1) ?? '-'} turns)`,
    );
  }
  return lines.join('\n');
}

/** One conversation for the reviewed snapshot: the transcript, the slots against expectations, the draft. */
export function describeRun({ played, judgement }: ReturnType<typeof run>): string {
  const { conversation, state, slots } = played;
  const lines = [
    `## ${conversation.id} (${conversation.locale}, ${conversation.style}, ${played.userMessages.length} user turns` +
      `${played.readBackAnswered ? ', read back' : ''})`,
    '',
    ...state.messages.map(
      (m) => `${m.sender === 'user' ? 'Person' : 'Isla  '}: ${m.message.replace(/\n/g, ' / ')}`,
    ),
    '',
    'Slots:',
    ...CORPUS_SLOTS.filter((slot) => slots[slot] || conversation.expected[slot]).map((slot) => {
      const miss = judgement.missing.find((m) => m.slot === slot);
      const mark = !conversation.expected[slot] ? ' ' : miss?.unsaid ? '·' : miss ? '✗' : '✓';
      const wanted = conversation.expected[slot]
        ? `  (expected: ${conversation.expected[slot]!.join(' | ')})`
        : '';
      return `  ${mark} ${pad(slot, 9)} ${slots[slot] ?? '—'}${wanted}`;
    }),
    '',
    `Title:       ${state.draft.title}`,
    `Tags:        ${state.draft.tags.join(', ')}`,
    `Description: ${state.draft.description}`,
    `Found ${judgement.found}/${judgement.expected}; filler: ${
      judgement.fillerHits.map((h) => `"${h.phrase}" in ${h.where}`).join(', ') || 'none'
    }; draft: ${judgement.draftKeepsRules ? 'keeps every rule' : judgement.draftProblems.join('; ') || 'absent phrase in it'}`,
    '',
  ];
  return lines.join('\n');
}
