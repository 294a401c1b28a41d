import type { Logger } from '@creators/platform';
import type {
  ChallengeDraft,
  DraftRequest,
  DialogueReply,
  DialogueTurn,
  Generated,
  IdeaToValidate,
  IdeaVerdict,
  TextGenerator,
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

  respond(turn: DialogueTurn, signal?: AbortSignal): Promise<Generated<DialogueReply>> {
    return this.attempt('respond', (generator) => generator.respond(turn, signal));
  }

  validate(idea: IdeaToValidate, signal?: AbortSignal): Promise<Generated<IdeaVerdict>> {
    return this.attempt('validate', (generator) => generator.validate(idea, signal));
  }

  /** The model's draft, or the built-in one when the model is slow, fails or answers garbage. */
  draft(request: DraftRequest, signal?: AbortSignal): Promise<Generated<ChallengeDraft>> {
    return this.attempt('draft', (generator) => generator.draft(request, signal));
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
