import type { OnApplicationShutdown } from '@nestjs/common';
import { QUEUES } from '@creators/contracts';
import {
  createQueue,
  createQueueEvents,
  JobAdmission,
  JobTimeoutError,
  runJobAndWait,
  type JobQueue,
  type Logger,
} from '@creators/platform';
import type { QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import type { IslaConfig } from '../isla.config.js';
import { AudioStore } from '../jobs/audio-store.js';
import { ClipCache } from '../jobs/clip-cache.js';
import {
  AI_JOB_NAMES,
  ISLA_JOB_DEFAULTS,
  type AiGenerationJob,
  type IslaResponse,
  type SpeechSynthesisJob,
  type SpeechSynthesisResult,
  JOB_OWNER_FIELD,
  SPEECH_JOB_NAME,
  type AiGenerationResult,
  type ChallengeVerdict,
  type DraftResult,
  type SlotsResult,
  type SpeechJobResult,
} from '../jobs/isla-jobs.js';

/**
 * The API's side of Isla's queues: adds a job (within the queue caps: QueueFullError beyond them), waits for the
 * worker's result (AI_JOB_TIMEOUT_MS, SPEECH_JOB_TIMEOUT_MS) and returns it; rejects on failure or timeout (a job nobody finished in time is removed
 * when it has not started, so it does not run for no one later).
 */
export class IslaJobs implements OnApplicationShutdown {
  private readonly aiQueue: JobQueue<AiGenerationJob, AiGenerationResult>;
  private readonly aiEvents: QueueEvents;
  private readonly speechQueue: JobQueue<SpeechSynthesisJob, SpeechJobResult>;
  private readonly speechEvents: QueueEvents;
  private readonly redis: Redis;
  private readonly audio: AudioStore;
  private readonly admission: JobAdmission;
  private readonly clips: ClipCache;

  constructor(
    private readonly config: IslaConfig,
    private readonly logger: Logger,
  ) {
    const { redisUrl, queuePrefix } = config;
    const settings = { jobDefaults: ISLA_JOB_DEFAULTS, logger };
    this.aiQueue = createQueue(QUEUES.aiGeneration, redisUrl, queuePrefix, settings);
    this.aiEvents = createQueueEvents(QUEUES.aiGeneration, redisUrl, queuePrefix, logger);
    this.speechQueue = createQueue(QUEUES.speechSynthesis, redisUrl, queuePrefix, settings);
    this.speechEvents = createQueueEvents(QUEUES.speechSynthesis, redisUrl, queuePrefix, logger);
    this.redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    this.redis.on('error', (err) => logger.warn({ err }, 'redis error'));
    this.audio = new AudioStore(this.redis, queuePrefix);
    const { speech } = config;
    this.clips = new ClipCache(this.redis, queuePrefix, (language) =>
      speech.provider === 'elevenlabs'
        ? `elevenlabs:${speech.elevenlabs.model}:${speech.elevenlabs.voiceIds[language as 'en' | 'de']}`
        : `espeak:${speech.espeak.voices[language as 'en' | 'de']}`,
    );
    this.admission = new JobAdmission(this.redis, `${queuePrefix}:isla-owners`, {
      perOwner: config.queueCaps.perUser,
      waiting: config.queueCaps.waiting,
      retryAfterSeconds: config.queueCaps.retryAfterSeconds,
      holdSeconds: Math.ceil(Math.max(config.jobs.aiTimeoutMs, config.jobs.speechTimeoutMs) / 1000) + 30,
    });
  }

  /** Its queues (the metrics count their jobs). */
  get queues(): JobQueue[] {
    return [this.aiQueue, this.speechQueue] as JobQueue[];
  }

  async generateResponse(owner: string, job: AiGenerationJob & { kind: 'response' }): Promise<IslaResponse> {
    return (await this.run(
      owner,
      this.aiQueue,
      this.aiEvents,
      AI_JOB_NAMES.response,
      job,
      this.config.jobs.aiTimeoutMs,
    )) as IslaResponse;
  }

  async validateChallenge(
    owner: string,
    job: AiGenerationJob & { kind: 'validation' },
  ): Promise<ChallengeVerdict> {
    return (await this.run(
      owner,
      this.aiQueue,
      this.aiEvents,
      AI_JOB_NAMES.validation,
      job,
      this.config.jobs.aiTimeoutMs,
    )) as ChallengeVerdict;
  }

  /** The challenge draft of a brainstorm. */
  async generateDraft(owner: string, job: AiGenerationJob & { kind: 'draft' }): Promise<DraftResult> {
    return (await this.run(
      owner,
      this.aiQueue,
      this.aiEvents,
      AI_JOB_NAMES.draft,
      job,
      this.config.jobs.aiTimeoutMs,
    )) as DraftResult;
  }

  /**
   * The slots of a brainstorm (job kind slots): a configured model's reading, checked, or the built-in one when there
   * is no model or it fails; `slots` in the job are the ones read before, kept. For the brainstorm conversation, which
   * waits `timeoutMs` at most (AI_JOB_TIMEOUT_MS by default).
   */
  async extractSlots(
    owner: string,
    job: AiGenerationJob & { kind: 'slots' },
    timeoutMs = this.config.jobs.aiTimeoutMs,
  ): Promise<SlotsResult> {
    return (await this.run(
      owner,
      this.aiQueue,
      this.aiEvents,
      AI_JOB_NAMES.slots,
      job,
      timeoutMs,
    )) as SlotsResult;
  }

  /** A short text spoken before comes from the clip cache; anything else is synthesized by the worker. */
  async synthesizeSpeech(owner: string, job: SpeechSynthesisJob): Promise<SpeechSynthesisResult> {
    const cached = await this.clips.get(job.text, job.language).catch(() => null);
    if (cached)
      return {
        contentType: cached.contentType,
        audioBase64: cached.audio.toString('base64'),
        provider: cached.provider,
      };
    const result = await this.run(
      owner,
      this.speechQueue,
      this.speechEvents,
      SPEECH_JOB_NAME,
      job,
      this.config.jobs.speechTimeoutMs,
    );
    const audio = await this.audio.take(result.audioKey);
    if (!audio) throw new Error(`the audio of speech job ${result.audioKey} is gone`);
    // Only the configured voice is kept, never a fallback's.
    if (result.provider === this.config.speech.provider)
      this.clips
        .put(job.text, job.language, { contentType: result.contentType, provider: result.provider, audio })
        .catch((err: unknown) => this.logger.warn({ err }, 'could not keep a speech clip'));
    return {
      contentType: result.contentType,
      audioBase64: audio.toString('base64'),
      provider: result.provider,
    };
  }

  /** Through the queue caps (QueueFullError when the owner or the queue is full), then the job and its result. */
  private async run<Data, Result>(
    owner: string,
    queue: JobQueue<Data, Result>,
    events: QueueEvents,
    name: string,
    data: Data,
    timeoutMs: number,
  ): Promise<Result> {
    return this.admission.run(queue, owner, async () => {
      try {
        // The owner rides along, so that erasing them removes their jobs (privacy/isla-jobs-eraser.ts).
        const owned = { ...data, [JOB_OWNER_FIELD]: owner } as Data;
        return await runJobAndWait(queue, events, name, owned, timeoutMs);
      } catch (err) {
        if (err instanceof JobTimeoutError) {
          // Still waiting (no worker running, or all busy): nobody will read its answer.
          await queue.remove(err.jobId).catch(() => 0);
        }
        throw err;
      }
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([
      this.aiEvents.close(),
      this.speechEvents.close(),
      this.aiQueue.close(),
      this.speechQueue.close(),
    ]);
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
