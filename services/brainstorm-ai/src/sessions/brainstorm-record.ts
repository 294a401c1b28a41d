import { BRAINSTORM_LIMITS } from '@creators/contracts';
import {
  applyReply,
  createBrainstorm,
  submitMessage,
  type BrainstormContext,
  type BrainstormState,
} from '@creators/isla';

/** A message of a brainstorm as recordExchange stores it (only what the replay reads). */
interface RecordedMessage {
  sender: string;
  message: string;
  nextPhase?: string | null;
}

const isRecordedMessage = (value: unknown): value is RecordedMessage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RecordedMessage).sender === 'string' &&
  typeof (value as RecordedMessage).message === 'string';

/** The replay's context: the language only changes Isla's scripted lines, never a phase. */
const REPLAY: BrainstormContext = { locale: 'en', now: new Date(0) };

/**
 * Replays a recorded brainstorm through the contracts' brainstorm machine (the phase rules of product.md §4.3, the
 * same code the browser runs): each user message as the browser would have sent it, each reply as Isla gave it.
 * A user message without Isla's reply after it is a message the browser would not have sent to the server: it is
 * left out, since the server cannot vouch for it.
 */
export function replayBrainstorm(messages: unknown): BrainstormState {
  const recorded = Array.isArray(messages) ? messages.filter(isRecordedMessage) : [];
  let state = createBrainstorm(REPLAY);
  for (let i = 0; i + 1 < recorded.length; i++) {
    const [sent, reply] = [recorded[i]!, recorded[i + 1]!];
    if (sent.sender !== 'user' || reply.sender !== 'isla') continue;
    const { state: asked, turn } = submitMessage(state, sent.message, REPLAY);
    // The machine would not have asked Isla here: a client off the rules; its message does not count.
    if (!turn.reply) continue;
    state = applyReply(asked, { message: reply.message, nextPhase: reply.nextPhase ?? null }, REPLAY);
    i += 1;
  }
  return state;
}

/**
 * Whether this service's record of a brainstorm shows it reached the end of what Isla answers: ideation ended (3
 * messages, a reply that named the next phase, or the loop guard) and validation is at its last message or past it.
 * The message that ends validation, refinement's probing prompts and the creation form are scripted in the browser
 * and never reach the server, so a finished brainstorm's record ends there.
 */
export function reachedTheEnd(messages: unknown): boolean {
  const state = replayBrainstorm(messages);
  if (state.phase === 'refinement' || state.phase === 'creation') return true;
  return (
    state.phase === 'validation' &&
    state.userMessageCounts.validation >= BRAINSTORM_LIMITS.validationUserMessages - 1
  );
}
