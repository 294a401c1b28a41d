import type { z } from 'zod';
import type {
  BrainstormPhase,
  challengeValidationSchema,
  islaResponseSchema,
  Locale,
} from '@creators/contracts';
import type { ChallengeDraft, DraftSlots } from '@creators/isla';
import type { DefaultJobOptions } from 'bullmq';
import type { challengeDraftRequestSchema } from '../isla/draft-request.js';

/** Job names on QUEUES.aiGeneration (the payload's `kind` decides; the name is for people reading the queue). */
export const AI_JOB_NAMES = {
  response: 'generate-response',
  validation: 'validate-challenge',
  draft: 'generate-draft',
  slots: 'extract-slots',
} as const;
export const SPEECH_JOB_NAME = 'synthesize-speech';

/**
 * The field of a job's data that names the user it was made for (beside the payload, which processors read by its
 * own fields): erasure (docs/product.md §15) finds and removes a person's jobs, finished ones included, by it.
 */
export const JOB_OWNER_FIELD = 'ownerId';

/** Isla's reply (kind response). */
export interface IslaResponse {
  message: string;
  /** The phase the dialogue should move to, when the engine decides so (product.md §4.3: the server reply may name a next phase). */
  nextPhase: BrainstormPhase | null;
  provider: string;
}

/** Job payloads on the BullMQ queues (QUEUES.aiGeneration, QUEUES.speechSynthesis). */
export interface AiGenerationJob {
  /** slots: the brainstorm's slots read from its messages (input: a draft request's messages and language). */
  kind: 'response' | 'validation' | 'draft' | 'slots';
  input:
    | z.output<typeof islaResponseSchema>
    | z.output<typeof challengeValidationSchema>
    | z.output<typeof challengeDraftRequestSchema>;
  locale: Locale;
  /** The slots the brainstorm has filled so far, for kinds response, draft and slots; read by @creators/isla's parseDraftSlots. */
  slots?: Readonly<Record<string, string>>;
}
export interface SpeechSynthesisJob {
  text: string;
  language: Locale;
}
export interface SpeechSynthesisResult {
  contentType: string;
  audioBase64: string;
  provider: string;
}

export interface ChallengeVerdict {
  valid: boolean;
  feedback: string;
  provider: string;
}

/** A challenge draft and who wrote it. */
export type DraftResult = ChallengeDraft & { provider: string };

/** A brainstorm's slots and who read them (a configured model, or builtin: the built-in reading). */
export interface SlotsResult {
  slots: DraftSlots;
  provider: string;
}

/**
 * What an AI generation job returns: Isla's reply (kind response), a verdict (kind validation), a draft (kind draft)
 * or the slots (kind slots).
 */
export type AiGenerationResult = IslaResponse | ChallengeVerdict | DraftResult | SlotsResult;

/**
 * What a speech job returns. The audio itself (hundreds of kilobytes) stays out of the job and out of BullMQ's
 * event stream, which keeps thousands of results: the worker stores it under `audioKey` for a short while and the
 * API takes it from there (see AudioStore).
 */
export interface SpeechJobResult {
  contentType: string;
  provider: string;
  audioKey: string;
  bytes: number;
}

/**
 * A few quick retries (a worker crash, a Redis hiccup): the API waits only seconds for an answer, so a job is not
 * worth retrying for long, and a job that keeps failing ends as failed with its error after these attempts.
 */
export const ISLA_JOB_DEFAULTS: DefaultJobOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 500 },
};
