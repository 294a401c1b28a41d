import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import {
  challengeValidationSchema,
  islaResponseSchema,
  speechSchema,
  type Locale,
  type MessageKey,
} from '@creators/contracts';
import {
  AppError,
  ERROR_CODES,
  LOGGER,
  parseInput,
  QueueFullError,
  requireUser,
  serviceUnavailable,
  type Logger,
  type SubgraphContext,
} from '@creators/platform';
import { IslaQuotas, type IslaQuota } from '../quotas/isla-quotas.js';
import {
  ChallengeDraftInput,
  ChallengeValidationInput,
  IslaResponseInput,
  SpeechInput,
} from './isla.inputs.js';
import { IslaJobs } from './isla-jobs.client.js';
import {
  ChallengeDraftType,
  ChallengeValidationType,
  IslaResponseType,
  SpeechAudioType,
} from './isla.types.js';
import { challengeDraftRequestSchema } from './draft-request.js';

/**
 * Isla's mutations. Each counts against the caller's quotas (per user and per address: TOO_MANY_REQUESTS with
 * retryAfterSeconds, a 429 in REST), needs a signed-in user, validates its input with the contracts' schema, answers
 * in the input's language (default: the request's locale), and hands the work to the worker through a queue. A full
 * queue: SERVICE_UNAVAILABLE with retryAfterSeconds (`error.isla.busy`); the worker fails or does not answer in time:
 * SERVICE_UNAVAILABLE (the gateway's REST facade answers 503).
 */
@Resolver()
export class IslaResolver {
  constructor(
    private readonly jobs: IslaJobs,
    private readonly quotas: IslaQuotas,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Isla's next message in a brainstorm (product.md §7 POST /api/perplexity/generate-response), from what the call
   * sends alone: stateless, nothing is kept. The brainstorm this service runs (brainstorm/, brainstorm_sessions) is
   * the one record of a brainstorm.
   */
  @Mutation(() => IslaResponseType)
  async generateIslaResponse(
    @Args('input', { type: () => IslaResponseInput }) input: IslaResponseInput,
    @Context() ctx: SubgraphContext,
  ): Promise<IslaResponseType> {
    const user = await this.admit('replies', ctx);
    const locale = ctx.gateway.locale;
    const turn = parseInput(islaResponseSchema, input, locale);
    const language = turn.language ?? locale;
    // The slots come from the dialogue the call sends (the generator reads them there).
    const reply = await this.unavailableOnFailure(locale, 'error.ai.unavailable', 'generate-response', () =>
      this.jobs.generateResponse(user.id, {
        kind: 'response',
        input: { ...turn, language },
        locale: language,
      }),
    );
    return Object.assign(new IslaResponseType(), reply);
  }

  /** Isla's verdict on a challenge idea (product.md §7 POST /api/perplexity/validate-challenge). */
  @Mutation(() => ChallengeValidationType)
  async validateChallengeIdea(
    @Args('input', { type: () => ChallengeValidationInput }) input: ChallengeValidationInput,
    @Context() ctx: SubgraphContext,
  ): Promise<ChallengeValidationType> {
    const user = await this.admit('validations', ctx);
    const locale = ctx.gateway.locale;
    const idea = parseInput(challengeValidationSchema, input, locale);
    const language = idea.language ?? locale;
    const verdict = await this.unavailableOnFailure(
      locale,
      'error.ai.unavailable',
      'validate-challenge',
      () =>
        this.jobs.validateChallenge(user.id, {
          kind: 'validation',
          input: { ...idea, language },
          locale: language,
        }),
    );
    return Object.assign(new ChallengeValidationType(), verdict);
  }

  /**
   * The challenge draft of the messages sent: a configured model's, checked, or the built-in one from the slots the
   * messages fill. Stateless, as generateIslaResponse.
   */
  @Mutation(() => ChallengeDraftType)
  async generateChallengeDraft(
    @Args('input', { type: () => ChallengeDraftInput }) input: ChallengeDraftInput,
    @Context() ctx: SubgraphContext,
  ): Promise<ChallengeDraftType> {
    const user = await this.admit('replies', ctx);
    const locale = ctx.gateway.locale;
    const request = parseInput(challengeDraftRequestSchema, input, locale);
    const language = request.language ?? locale;
    const draft = await this.unavailableOnFailure(locale, 'error.ai.unavailable', 'generate-draft', () =>
      this.jobs.generateDraft(user.id, {
        kind: 'draft',
        input: { ...request, language },
        locale: language,
      }),
    );
    return Object.assign(new ChallengeDraftType(), draft);
  }

  /** Isla's text as audio (product.md §7 POST /api/elevenlabs/speak): audio/wav built in, audio/mpeg from ElevenLabs. */
  @Mutation(() => SpeechAudioType)
  async synthesizeSpeech(
    @Args('input', { type: () => SpeechInput }) input: SpeechInput,
    @Context() ctx: SubgraphContext,
  ): Promise<SpeechAudioType> {
    const user = await this.admit('speech', ctx);
    const locale = ctx.gateway.locale;
    const speech = parseInput(speechSchema, input, locale);
    const audio = await this.unavailableOnFailure(
      locale,
      'error.speech.unavailable',
      'synthesize-speech',
      () => this.jobs.synthesizeSpeech(user.id, { text: speech.text, language: speech.language ?? locale }),
    );
    return Object.assign(new SpeechAudioType(), audio);
  }

  /** Counts the call against the quotas first, so that signed-out callers are limited by their address too. */
  private async admit(quota: IslaQuota, ctx: SubgraphContext) {
    await this.quotas.consume(quota, ctx.gateway, ctx.gateway.locale);
    return requireUser(ctx);
  }

  private async unavailableOnFailure<T>(
    locale: Locale,
    messageKey: MessageKey,
    what: string,
    work: () => Promise<T>,
  ): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof QueueFullError) {
        this.logger.warn({ queue: err.queue, cap: err.cap, what }, 'Isla queue full');
        throw new AppError(ERROR_CODES.serviceUnavailable, 'error.isla.busy', locale, {
          extensions: { retryAfterSeconds: err.retryAfterSeconds },
        });
      }
      this.logger.warn({ err, what }, 'Isla job failed or timed out');
      throw serviceUnavailable(locale, messageKey);
    }
  }
}
