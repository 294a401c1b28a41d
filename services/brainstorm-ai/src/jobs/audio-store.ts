import type { Redis } from 'ioredis';

/** How long synthesized audio waits in Redis for the API to take it. */
export const AUDIO_TTL_SECONDS = 120;

/**
 * Synthesized audio handed from the worker to the API through Redis (a claim check): the worker puts it under a key
 * derived from the job, the API takes it (read and delete). Whatever is never taken expires.
 */
export class AudioStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  keyFor(jobId: string): string {
    return `${this.prefix}:isla-audio:${jobId}`;
  }

  async put(jobId: string, audio: Buffer): Promise<string> {
    const key = this.keyFor(jobId);
    await this.redis.set(key, audio, 'EX', AUDIO_TTL_SECONDS);
    return key;
  }

  /** The audio under `key`, removed from Redis; null when it expired or was already taken. */
  async take(key: string): Promise<Buffer | null> {
    if (!key.startsWith(`${this.prefix}:isla-audio:`)) return null;
    const [[, audio]] = (await this.redis.multi().getBuffer(key).del(key).exec()) as [
      [Error | null, Buffer | null],
      unknown,
    ];
    return audio;
  }
}
