import type { Logger } from '@creators/platform';
import {
  answerPlatformQuestion,
  builtinExtractSlots,
  builtinSlotReading,
  type ChallengeDraft,
  type DraftRequest,
  type DraftSlots,
  type DialogueReply,
  type DialogueTurn,
  type Generated,
  type IdeaToValidate,
  type IdeaVerdict,
  type SlotsRequest,
  type TextGenerator,
} from '@creators/isla';

type WarnLogger = Pick<Logger, 'warn'>;

/**
 * Asks the configured generator first and, when it fails, the built-in one, so a user always gets an answer. The
 * result names who answered. With no vendor configured the built-in engine answers alone.
 */
export class FallbackGenerator {
  constructor(
    private readonly primary: TextGenerator | null,
    private readonly builtin: TextGenerator,
    private readonly logger: WarnLogger,
  ) {}

  get providers(): string[] {
    return this.primary ? [this.primary.name, this.builtin.name] : [this.builtin.name];
  }

  /**
   * Isla's reply. A question about the platform ("How do I find a team?") is answered from what the product knows,
   * whatever the vendor, and leaves the phase alone (product.md §4.3, questions are not problems).
   */
  respond(turn: DialogueTurn, signal?: AbortSignal): Promise<Generated<DialogueReply>> {
    const answer = answerPlatformQuestion(turn.prompt, turn.language);
    if (answer !== null)
      return Promise.resolve({ result: { message: answer, nextPhase: null }, provider: this.builtin.name });
    return this.attempt('respond', (generator) => generator.respond(turn, signal));
  }

  validate(idea: IdeaToValidate, signal?: AbortSignal): Promise<Generated<IdeaVerdict>> {
    return this.attempt('validate', (generator) => generator.validate(idea, signal));
  }

  /** The model's draft, or the built-in one when the model is slow, fails or answers garbage. */
  draft(request: DraftRequest, signal?: AbortSignal): Promise<Generated<ChallengeDraft>> {
    return this.attempt('draft', (generator) => generator.draft(request, signal));
  }

  /**
   * The brainstorm's slots as the model reads them, or the built-in reading when there is no model or it is slow,
   * fails or answers garbage; the slots read before are kept either way.
   */
  async extractSlots(request: SlotsRequest, signal?: AbortSignal): Promise<Generated<DraftSlots>> {
    if (this.primary?.extractSlots) {
      try {
        const read = await this.primary.extractSlots(request, signal);
        if (read) return { result: read, provider: this.primary.name };
      } catch (err) {
        this.logger.warn(
          { err, provider: this.primary.name, fallback: this.builtin.name, what: 'slots' },
          'AI provider failed, reading the slots the built-in way',
        );
      }
    }
    const read = await (this.builtin.extractSlots ?? builtinExtractSlots)(request, signal);
    return { result: read ?? builtinSlotReading(request), provider: this.builtin.name };
  }

  private async attempt<T>(
    what: string,
    call: (generator: TextGenerator) => Promise<T>,
  ): Promise<Generated<T>> {
    if (this.primary) {
      try {
        return { result: await call(this.primary), provider: this.primary.name };
      } catch (err) {
        this.logger.warn(
          { err, provider: this.primary.name, fallback: this.builtin.name, what },
          'AI provider failed, answering with the built-in engine',
        );
      }
    }
    return { result: await call(this.builtin), provider: this.builtin.name };
  }
}
