import { z } from 'zod';
import { commonConfigShape, loadConfig, LOG_LEVELS } from '@creators/platform/config/config';

/**
 * Isla's providers, queues and worker, read by both processes of the service (the API enqueues and waits, the
 * worker generates and synthesises). Every vendor URL is configurable so that tests point them at a local fake.
 */
export const islaConfigShape = {
  REDIS_URL: commonConfigShape.REDIS_URL,
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** BullMQ key prefix; defaults to `${KEY_PREFIX}bull` (KEY_PREFIX isolates a whole test system) or `bull`. */
  QUEUE_PREFIX: z.string().min(1).optional(),
  KEY_PREFIX: z.string().default(''),

  /** builtin | perplexity | openai; unset: perplexity when PERPLEXITY_API_KEY is set, else builtin. */
  AI_PROVIDER: z.enum(['builtin', 'perplexity', 'openai']).optional(),
  PERPLEXITY_API_KEY: z.string().min(1).optional(),
  PERPLEXITY_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.perplexity.ai'),
  PERPLEXITY_MODEL: z.string().min(1).default('sonar'),
  /** Any OpenAI-compatible chat completions endpoint, e.g. http://127.0.0.1:11434/v1 (a local model server). */
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.openai.com/v1'),
  OPENAI_MODEL: z.string().min(1).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  /** How long one vendor call may take before the worker answers with the built-in engine instead. */
  AI_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),

  /** builtin | elevenlabs; unset: elevenlabs when ELEVENLABS_API_KEY is set, else builtin (espeak-ng). */
  SPEECH_PROVIDER: z.enum(['builtin', 'elevenlabs']).optional(),
  ELEVENLABS_API_KEY: z.string().min(1).optional(),
  ELEVENLABS_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.elevenlabs.io'),
  /** A premade voice that speaks English and German with the multilingual model ("Rachel"). */
  ELEVENLABS_VOICE_ID: z
    .string()
    .regex(/^[A-Za-z0-9]+$/)
    .default('21m00Tcm4TlvDq8ikWAM'),
  ELEVENLABS_VOICE_ID_DE: z
    .string()
    .regex(/^[A-Za-z0-9]+$/)
    .optional(),
  ELEVENLABS_MODEL: z.string().min(1).default('eleven_multilingual_v2'),
  SPEECH_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8_000),
  ESPEAK_PATH: z.string().min(1).default('espeak-ng'),
  ESPEAK_VOICE_EN: z
    .string()
    .regex(/^[a-z0-9+-]+$/i)
    .default('en-us'),
  ESPEAK_VOICE_DE: z
    .string()
    .regex(/^[a-z0-9+-]+$/i)
    .default('de'),

  /** How long the API waits for a job before answering SERVICE_UNAVAILABLE. */
  AI_JOB_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(25_000),
  SPEECH_JOB_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),

  /**
   * Quotas per user and minute (product: far above what a real brainstorm needs); the same per client address,
   * times ISLA_QUOTA_IP_FACTOR (several people may share an address; signed-out callers count only there).
   */
  ISLA_REPLIES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  ISLA_VALIDATIONS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  ISLA_SPEECH_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  ISLA_QUOTA_IP_FACTOR: z.coerce.number().int().min(1).max(10_000).default(4),
  /** Jobs one user may have queued or running per queue at once, and jobs waiting per queue in all. */
  ISLA_QUEUE_MAX_PER_USER: z.coerce.number().int().min(1).max(1_000).default(3),
  ISLA_QUEUE_MAX_WAITING: z.coerce.number().int().min(1).max(1_000_000).default(200),
  /** The Retry-After of a full queue. */
  ISLA_QUEUE_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3_600).default(5),

  /** The worker's tiny health server (GET /health/live, /health/ready); 0 picks a free port. */
  WORKER_PORT: z.coerce.number().int().min(0).max(65_535).default(4015),
  WORKER_AI_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  WORKER_SPEECH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /**
   * A killed worker's job is taken back after its lock lapses and two stalled checks, at most about 16 s with these:
   * within the API's wait (20 s speech, 25 s replies), so the person still gets Isla's answer. At 30 s / 30 s the
   * fault suite's speech jobs were taken back a minute later, after the API had given up.
   */
  WORKER_LOCK_DURATION_MS: z.coerce.number().int().min(500).max(600_000).default(8_000),
  WORKER_STALLED_INTERVAL_MS: z.coerce.number().int().min(500).max(600_000).default(4_000),
};

export const islaConfigSchema = z.object(islaConfigShape);

export type AiProvider = 'builtin' | 'perplexity' | 'openai';
export type SpeechProvider = 'builtin' | 'elevenlabs';

export interface IslaConfig {
  redisUrl: string;
  queuePrefix: string;
  ai: {
    provider: AiProvider;
    requestTimeoutMs: number;
    perplexity: { baseUrl: string; apiKey: string | null; model: string };
    openai: { baseUrl: string; apiKey: string | null; model: string | null };
  };
  speech: {
    provider: SpeechProvider;
    requestTimeoutMs: number;
    elevenlabs: {
      baseUrl: string;
      apiKey: string | null;
      voiceIds: { en: string; de: string };
      model: string;
    };
    espeak: { path: string; voices: { en: string; de: string } };
  };
  jobs: { aiTimeoutMs: number; speechTimeoutMs: number };
  /** Per user and minute; per client address these times ipFactor. Key prefix: `${KEY_PREFIX}isla-quota`. */
  quotas: { keyPrefix: string; replies: number; validations: number; speech: number; ipFactor: number };
  queueCaps: { perUser: number; waiting: number; retryAfterSeconds: number };
  worker: {
    port: number;
    aiConcurrency: number;
    speechConcurrency: number;
    lockDurationMs: number;
    stalledIntervalMs: number;
  };
}

/** Turns parsed variables into IslaConfig; refuses a provider chosen without what it needs. */
export function toIslaConfig(values: z.output<typeof islaConfigSchema>): IslaConfig {
  const aiProvider: AiProvider = values.AI_PROVIDER ?? (values.PERPLEXITY_API_KEY ? 'perplexity' : 'builtin');
  const speechProvider: SpeechProvider =
    values.SPEECH_PROVIDER ?? (values.ELEVENLABS_API_KEY ? 'elevenlabs' : 'builtin');
  const problems: string[] = [];
  if (aiProvider === 'perplexity' && !values.PERPLEXITY_API_KEY)
    problems.push('PERPLEXITY_API_KEY: required when AI_PROVIDER=perplexity');
  if (aiProvider === 'openai' && !values.OPENAI_MODEL)
    problems.push('OPENAI_MODEL: required when AI_PROVIDER=openai');
  if (speechProvider === 'elevenlabs' && !values.ELEVENLABS_API_KEY)
    problems.push('ELEVENLABS_API_KEY: required when SPEECH_PROVIDER=elevenlabs');
  if (problems.length > 0)
    throw new Error(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);

  return {
    redisUrl: values.REDIS_URL,
    queuePrefix: values.QUEUE_PREFIX ?? `${values.KEY_PREFIX}bull`,
    ai: {
      provider: aiProvider,
      requestTimeoutMs: values.AI_REQUEST_TIMEOUT_MS,
      perplexity: {
        baseUrl: values.PERPLEXITY_BASE_URL,
        apiKey: values.PERPLEXITY_API_KEY ?? null,
        model: values.PERPLEXITY_MODEL,
      },
      openai: {
        baseUrl: values.OPENAI_BASE_URL,
        apiKey: values.OPENAI_API_KEY ?? null,
        model: values.OPENAI_MODEL ?? null,
      },
    },
    speech: {
      provider: speechProvider,
      requestTimeoutMs: values.SPEECH_REQUEST_TIMEOUT_MS,
      elevenlabs: {
        baseUrl: values.ELEVENLABS_BASE_URL,
        apiKey: values.ELEVENLABS_API_KEY ?? null,
        voiceIds: {
          en: values.ELEVENLABS_VOICE_ID,
          de: values.ELEVENLABS_VOICE_ID_DE ?? values.ELEVENLABS_VOICE_ID,
        },
        model: values.ELEVENLABS_MODEL,
      },
      espeak: {
        path: values.ESPEAK_PATH,
        voices: { en: values.ESPEAK_VOICE_EN, de: values.ESPEAK_VOICE_DE },
      },
    },
    jobs: { aiTimeoutMs: values.AI_JOB_TIMEOUT_MS, speechTimeoutMs: values.SPEECH_JOB_TIMEOUT_MS },
    quotas: {
      keyPrefix: `${values.KEY_PREFIX}isla-quota`,
      replies: values.ISLA_REPLIES_PER_MINUTE,
      validations: values.ISLA_VALIDATIONS_PER_MINUTE,
      speech: values.ISLA_SPEECH_PER_MINUTE,
      ipFactor: values.ISLA_QUOTA_IP_FACTOR,
    },
    queueCaps: {
      perUser: values.ISLA_QUEUE_MAX_PER_USER,
      waiting: values.ISLA_QUEUE_MAX_WAITING,
      retryAfterSeconds: values.ISLA_QUEUE_RETRY_AFTER_SECONDS,
    },
    worker: {
      port: values.WORKER_PORT,
      aiConcurrency: values.WORKER_AI_CONCURRENCY,
      speechConcurrency: values.WORKER_SPEECH_CONCURRENCY,
      lockDurationMs: values.WORKER_LOCK_DURATION_MS,
      stalledIntervalMs: values.WORKER_STALLED_INTERVAL_MS,
    },
  };
}

/**
 * The worker process's variables: Isla's, and NODE_ENV, HOST and METRICS_PORT. Not GATEWAY_SECRET nor NATS's: the
 * worker takes jobs from Redis and never verifies the gateway's context or uses the bus, so it is not given them
 * (docs/reliability.md "Trust boundaries").
 */
export const islaWorkerConfigSchema = z.object({
  NODE_ENV: commonConfigShape.NODE_ENV,
  HOST: commonConfigShape.HOST,
  METRICS_PORT: commonConfigShape.METRICS_PORT,
  ...islaConfigShape,
});

export interface IslaWorkerConfig extends IslaConfig {
  /** Where its health and metrics servers listen (HOST). */
  host: string;
  /** Its metrics server's port (METRICS_PORT); undefined: none. */
  metricsPort: number | undefined;
}

/** Reads the worker process's configuration (it needs no GATEWAY_SECRET, in production neither). */
export function loadIslaWorkerConfig(
  env: Record<string, string | undefined> = process.env,
): IslaWorkerConfig {
  const values = loadConfig(islaWorkerConfigSchema, env);
  return { ...toIslaConfig(values), host: values.HOST, metricsPort: values.METRICS_PORT };
}

/** Reads Isla's configuration from the environment (defaults: built-in engine and espeak-ng, local Redis). */
export function loadIslaConfig(env: Record<string, string | undefined> = process.env): IslaConfig {
  return toIslaConfig(loadConfig(islaConfigSchema, env));
}
