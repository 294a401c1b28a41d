import { challengeValidationSchema, islaResponseSchema } from '@creators/contracts';
import { fillSlots, parseDraftSlots } from '@creators/isla';
import { UnrecoverableError, type Job } from 'bullmq';
import type { FallbackGenerator } from '../generation/fallback-generator.js';
import { challengeDraftRequestSchema } from '../isla/draft-request.js';
import type { AiGenerationJob, AiGenerationResult } from './isla-jobs.js';

/**
 * Turns an AI generation job into a call of Isla's generator. The payload is checked again (a job may outlive a
 * deployment); a payload that does not fit fails at once, without retries.
 */
export function aiGenerationProcessor(generator: FallbackGenerator) {
  return async (job: Job<AiGenerationJob, AiGenerationResult>): Promise<AiGenerationResult> => {
    const { kind, input, locale, slots } = job.data ?? ({} as AiGenerationJob);
    if (kind === 'response') {
      const parsed = islaResponseSchema.safeParse(input);
      if (!parsed.success) throw new UnrecoverableError('invalid generate-response payload');
      const turn = parsed.data;
      const { result, provider } = await generator.respond({
        prompt: turn.prompt,
        conversationHistory: turn.conversationHistory,
        phase: turn.phase,
        sessionCount: turn.sessionCount,
        language: turn.language ?? locale ?? 'en',
        slots: parseDraftSlots(slots ?? {}),
      });
      return { message: result.message, nextPhase: result.nextPhase, provider };
    }
    if (kind === 'validation') {
      const parsed = challengeValidationSchema.safeParse(input);
      if (!parsed.success) throw new UnrecoverableError('invalid validate-challenge payload');
      const idea = parsed.data;
      const { result, provider } = await generator.validate({
        idea: idea.idea,
        context: idea.context,
        language: idea.language ?? locale ?? 'en',
      });
      return { ...result, provider };
    }
    if (kind === 'draft') {
      const parsed = challengeDraftRequestSchema.safeParse(input);
      if (!parsed.success) throw new UnrecoverableError('invalid generate-draft payload');
      const request = parsed.data;
      const { result, provider } = await generator.draft({
        slots: fillSlots(request.messages, parseDraftSlots(slots ?? {})),
        userMessages: request.messages.filter((m) => m.sender === 'user').map((m) => m.message),
        language: request.language ?? locale ?? 'en',
      });
      return { ...result, provider };
    }
    if (kind === 'slots') {
      const parsed = challengeDraftRequestSchema.safeParse(input);
      if (!parsed.success) throw new UnrecoverableError('invalid extract-slots payload');
      const request = parsed.data;
      const { result, provider } = await generator.extractSlots({
        messages: request.messages,
        slots: parseDraftSlots(slots ?? {}),
        language: request.language ?? locale ?? 'en',
      });
      return { slots: result, provider };
    }
    throw new UnrecoverableError(`unknown AI job kind ${String(kind)}`);
  };
}
