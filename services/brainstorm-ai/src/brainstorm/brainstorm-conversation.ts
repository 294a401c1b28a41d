import { CHALLENGE_CATEGORIES, ISLA_LIMITS, type Locale } from '@creators/contracts';
import {
  applyFailure,
  applyReply,
  backToRefinement,
  createBrainstorm,
  submitMessage,
  updateDraft,
  type BrainstormState,
  type ChallengeDraft,
} from '@creators/isla';
import { conflict, notFound, type Logger } from '@creators/platform';
import type { IslaJobs } from '../isla/isla-jobs.client.js';
import type { IslaConfig } from '../isla.config.js';
import type { BrainstormStore, ClaimedBrainstorm, StoredBrainstorm } from './brainstorm-store.js';

/** A turn may take the reply and the draft jobs; a claim older than this belongs to a process that is gone. */
const leaseMs = (config: IslaConfig) => 2 * config.jobs.aiTimeoutMs + 30_000;

/**
 * The brainstorm with Isla, run here (product.md §4.3): the phase machine of @creators/contracts over the state kept
 * in brainstorm_sessions. Each message is one turn: the person's message and the thresholds, Isla's reply from the
 * worker (the configured vendor or the built-in Socratic engine) or, when that fails, the machine's scripted
 * fallback; entering creation renders the draft (a configured model's checked draft when there is one). The caller
 * gets the whole new state.
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
      const { state: asked, turn } = submitMessage(before, text, ctx);
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
