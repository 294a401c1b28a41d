import { BRAINSTORM_TEXTS, type BrainstormTexts } from '../texts.js';
import type { SlotMessage } from '../slots.js';
import { SOCRATIC_SCRIPTS, type SocraticScript } from './script.js';

/** The visible part of a brainstorm, split into what the user said and what Isla said. */
export interface Conversation {
  /** The user's latest message, whitespace collapsed. */
  prompt: string;
  /** The user's earlier messages in the visible history, oldest first. */
  earlierUserMessages: string[];
  /** Everything the user said in view (earlier messages and the prompt), one per line. */
  userText: string;
  /** Everything Isla said in view, one message per line. */
  islaText: string;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

const ISLA_PREFIX = /^\s*(?:isla|assistant|ai|bot|system)\s*:\s*/i;
const USER_PREFIX = /^\s*(?:user|you|me|student|ich|du|nutzer)\s*:\s*/i;

/** Every fixed sentence Isla's built-in engine says, in every language: a history line containing one is Isla's. */
function fixedSentences(script: SocraticScript): string[] {
  return [
    ...script.opening,
    ...script.solutionFirst,
    ...script.acknowledgeShort,
    ...Object.values(script.acknowledgeProbe).flat(),
    ...Object.values(script.probes).flat(),
    ...Object.values(script.validation).flat(),
    ...Object.values(script.refinement).flat(),
    ...script.toValidation,
    ...script.toRefinement,
    script.summary.intro,
    script.summary.outro,
  ];
}
/** The phase machine's scripted lines (opening, probing prompts, bridges…): the fixed parts around placeholders. */
function scriptedLines(texts: BrainstormTexts): string[] {
  const lines = [
    texts.opening,
    ...Object.values(texts.fallbackQuestions).flat(),
    ...texts.probingPrompts,
    ...Object.values(texts.slotPrompts),
    ...texts.encouragements,
    ...Object.values(texts.bridges),
    texts.refineFurther,
    texts.summary,
    ...Object.values(texts.acknowledgements),
    texts.readBack,
    texts.readBackAgain,
  ];
  return lines.flatMap((line) => line.split(/\{\w+\}|\n/u)).filter((part) => part.trim().length >= 20);
}
const ISLA_SENTENCES = [
  ...Object.values(SOCRATIC_SCRIPTS).flatMap(fixedSentences),
  ...Object.values(BRAINSTORM_TEXTS).flatMap(scriptedLines),
];

/** A line of the summary Isla writes ("• Problem: …"). */
const SUMMARY_LINE = /^\s*•/;

function isIslaLine(line: string): boolean {
  if (ISLA_PREFIX.test(line)) return true;
  if (USER_PREFIX.test(line)) return false;
  return SUMMARY_LINE.test(line) || ISLA_SENTENCES.some((sentence) => line.includes(sentence));
}

/** Splits the history (messages joined by newlines, optionally prefixed "Isla:" / "User:") into the user's and Isla's parts. */
export function readConversation(prompt: string, conversationHistory: string): Conversation {
  const cleanPrompt = collapse(prompt);
  const user: string[] = [];
  const isla: string[] = [];
  for (const raw of conversationHistory.split(/\r?\n/)) {
    if (!raw.trim()) continue;
    if (isIslaLine(raw)) isla.push(collapse(raw.replace(ISLA_PREFIX, '')));
    else user.push(collapse(raw.replace(USER_PREFIX, '')));
  }
  // The client may already include the latest message in the history.
  if (user.length > 0 && user[user.length - 1] === cleanPrompt) user.pop();
  return {
    prompt: cleanPrompt,
    earlierUserMessages: user,
    userText: [...user, cleanPrompt].join('\n'),
    islaText: isla.join('\n'),
  };
}

/** The visible dialogue in order (history lines, then the prompt), as the slots read it. */
export function readMessages(prompt: string, conversationHistory: string): SlotMessage[] {
  const messages: SlotMessage[] = conversationHistory
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) =>
      isIslaLine(line)
        ? { sender: 'avatar' as const, message: collapse(line.replace(ISLA_PREFIX, '')) }
        : { sender: 'user' as const, message: collapse(line.replace(USER_PREFIX, '')) },
    );
  const cleanPrompt = collapse(prompt);
  const last = messages.at(-1);
  if (!(last?.sender === 'user' && last.message === cleanPrompt))
    messages.push({ sender: 'user', message: cleanPrompt });
  return messages;
}

/** The user's messages cut into sentences, oldest first. */
export function userSentences(conversation: Conversation): string[] {
  return conversation.userText
    .split(/\n|(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(' ').length >= 2);
}

/** A short quotation of `text`: its first sentence, at most `max` characters, cut at a word boundary. */
export function quotation(text: string, [open, close]: [string, string], max = 90): string {
  const plain = collapse(text.replace(/["“”„«»‚‘]/g, ''));
  const firstSentence = /^(.+?[.!?])(?:\s|$)/.exec(plain)?.[1] ?? plain;
  const sentence = firstSentence.replace(/[.!?]+$/, '');
  if (sentence.length <= max) return `${open}${sentence}${close}`;
  const cut = sentence.slice(0, max);
  const boundary = cut.lastIndexOf(' ');
  return `${open}${(boundary > max / 2 ? cut.slice(0, boundary) : cut).replace(/[\s,;:–-]+$/, '')}…${close}`;
}

/** FNV-1a: the same conversation always picks the same variants. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
