import { BRAINSTORM_LIMITS, CHALLENGE_CATEGORIES, ISLA_LIMITS, type Locale } from '@creators/contracts';
import {
  answerPlatformQuestion,
  applyFailure,
  applyReply,
  backToRefinement,
  createBrainstorm,
  DRAFT_SLOTS,
  submitMessage,
  updateDraft,
  updateSlots,
  type BrainstormState,
  type ChallengeDraft,
  type DraftSlots,
} from '@creators/isla';
import { conflict, notFound, type Logger } from '@creators/platform';
import type { IslaJobs } from '../isla/isla-jobs.client.js';
import type { IslaConfig } from '../isla.config.js';
import type { BrainstormStore, ClaimedBrainstorm, StoredBrainstorm } from './brainstorm-store.js';

/**
 * How long a turn waits for a model's slots: the worker's vendor call (AI_REQUEST_TIMEOUT_MS, after which the worker
 * reads them the built-in way) and a little for the queue, never longer than any other job.
 */
export const slotsTimeoutMs = (config: IslaConfig) =>
  Math.min(config.jobs.aiTimeoutMs, config.ai.requestTimeoutMs + 2_000);

/**
 * A turn may take the slots, the reply and the draft jobs; a claim older than this belongs to a process that is gone.
 */
const leaseMs = (config: IslaConfig) => slotsTimeoutMs(config) + 2 * config.jobs.aiTimeoutMs + 30_000;

/**
 * The brainstorm with Isla, run here (product.md §4.3): the phase machine of @creators/contracts over the state kept
 * in brainstorm_sessions. Each message is one turn: the person's message and the thresholds, Isla's reply from the
 * worker (the configured vendor or the built-in Socratic engine) or, when that fails, the machine's scripted
 * fallback; entering creation renders the draft (a configured model's checked draft when there is one). With a
 * configured model, the slots of each message are the model's checked reading (job kind slots), the built-in reading
 * when it is slow, fails or answers garbage. The caller gets the whole new state.
 */
export class BrainstormConversation {
  constructor(
    private readonly store: BrainstormStore,
    private readonly jobs: IslaJobs,
    private readonly config: IslaConfig,
    private readonly logger: Logger,
  ) {}

  current(userId: string): Promise<StoredBrainstorm | null> {
    return this.store.current(userId);
  }

  /** A fresh brainstorm with Isla's opening; the person's earlier open one is left as it is (no longer current). */
  start(userId: string, language: Locale, firstName: string | null | undefined): Promise<StoredBrainstorm> {
    return this.store.create(userId, createBrainstorm({ locale: language, firstName }));
  }

  /** The person's message and Isla's answer. */
  send(userId: string, brainstormId: string, text: string, language: Locale, locale: Locale) {
    return this.turn(userId, brainstormId, locale, async (claimed) => {
      const ctx = { locale: language, now: new Date() };
      const before = claimed.state;
      const read = await this.modelSlots(userId, before, text, language);
      const submitted = submitMessage(read ? withSlots(before, read) : before, text, ctx);
      const { turn } = submitted;
      // The model's reading of this message counts over the built-in one (product.md §4.3).
      const asked = read ? withSlots(submitted.state, read) : submitted.state;
      let state = asked;
      if (turn.reply) {
        const reply = await this.jobs
          .generateResponse(userId, {
            kind: 'response',
            input: turn.reply,
            locale: language,
            // The slots the machine keeps, with this message read (product.md §4.3).
            slots: asked.slots,
          })
          .catch((err: unknown) => {
            this.logger.warn(
              { err },
              'Isla could not answer a brainstorm message; a scripted question instead',
            );
            return null;
          });
        state = reply ? applyReply(asked, reply, ctx) : applyFailure(asked, ctx);
      }
      if (before.phase !== 'creation' && state.phase === 'creation')
        state = await this.withModelDraft(userId, state, language);
      return state;
    });
  }

  /** 'Back to Refinement' from creation (product.md §4.3); in any other phase nothing changes. */
  backToRefinement(userId: string, brainstormId: string, language: Locale, locale: Locale) {
    return this.turn(userId, brainstormId, locale, async (claimed) =>
      backToRefinement(claimed.state, { locale: language, now: new Date() }),
    );
  }

  /**
   * With a configured model, the slots it reads in the conversation with this message that were not known before
   * (product.md §4.3, job kind slots: the model's JSON checked by acceptModelSlots, the known slots kept); null for the
   * built-in reading: no model, a question about the platform (it fills no slot), or the model slow, failing or
   * answering garbage (the worker then reads them the built-in way, or the job times out).
   */
  private async modelSlots(
    userId: string,
    state: BrainstormState,
    text: string,
    language: Locale,
  ): Promise<DraftSlots | null> {
    if (this.config.ai.provider === 'builtin') return null;
    const message = text.trim().slice(0, BRAINSTORM_LIMITS.messageMaxLength);
    if (!message || answerPlatformQuestion(message, language) !== null) return null;
    const messages = [...state.messages, { sender: 'user' as const, message }]
      .slice(-ISLA_LIMITS.draftMessagesMax)
      .map(({ sender, message }) => ({ sender, message: message.slice(0, ISLA_LIMITS.promptMax) }));
    try {
      const read = await this.jobs.extractSlots(
        userId,
        { kind: 'slots', input: { messages, language }, locale: language, slots: state.slots },
        slotsTimeoutMs(this.config),
      );
      if (read.provider === 'builtin') return null;
      const fresh: DraftSlots = {};
      for (const slot of DRAFT_SLOTS) {
        const value = read.slots[slot];
        if (value && !state.slots[slot]) fresh[slot] = value;
      }
      return fresh;
    } catch (err) {
      this.logger.warn({ err }, 'no model slots; the built-in reading stays');
      return null;
    }
  }

  /** Holds the brainstorm's turn while `work` makes its next state, then writes it. */
  private async turn(
    userId: string,
    brainstormId: string,
    locale: Locale,
    work: (claimed: ClaimedBrainstorm) => Promise<BrainstormState>,
  ): Promise<StoredBrainstorm> {
    const claimed = await this.store.claimTurn(userId, brainstormId, leaseMs(this.config));
    if (claimed === 'not-found') throw notFound(locale, 'error.brainstorm.notFound');
    if (claimed === 'turn-in-progress') throw conflict(locale, 'error.brainstorm.turnInProgress');
    let next: BrainstormState;
    try {
      next = await work(claimed);
    } catch (err) {
      await this.store.release(claimed).catch(() => undefined);
      throw err;
    }
    const saved = await this.store.finishTurn(claimed, next);
    if (!saved) throw conflict(locale, 'error.brainstorm.turnInProgress');
    return saved;
  }

  /**
   * With a configured model, its checked draft (the existing generateDraft job) replaces the built-in one the machine
   * rendered; the built-in engine would render the same draft, so it is not asked. A failure keeps the built-in draft.
   */
  private async withModelDraft(
    userId: string,
    state: BrainstormState,
    language: Locale,
  ): Promise<BrainstormState> {
    if (this.config.ai.provider === 'builtin') return state;
    const messages = state.messages
      .slice(-ISLA_LIMITS.draftMessagesMax)
      .map(({ sender, message }) => ({ sender, message: message.slice(0, ISLA_LIMITS.promptMax) }));
    try {
      const drafted = await this.jobs.generateDraft(userId, {
        kind: 'draft',
        input: { messages, language },
        locale: language,
        slots: {},
      });
      if (drafted.provider === 'builtin') return state;
      const category = (CHALLENGE_CATEGORIES as readonly string[]).includes(drafted.category)
        ? (drafted.category as ChallengeDraft['category'])
        : state.draft.category;
      return updateDraft(state, {
        title: drafted.title,
        description: drafted.description,
        category,
        tags: drafted.tags,
      });
    } catch (err) {
      this.logger.warn({ err }, 'no model draft; the built-in one stays');
      return state;
    }
  }
}

/** The state with `read` over its slots. */
const withSlots = (state: BrainstormState, read: DraftSlots) =>
  updateSlots(state, { ...state.slots, ...read });
