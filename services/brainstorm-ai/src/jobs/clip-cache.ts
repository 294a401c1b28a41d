import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Texts up to this long are kept: the greeting, scripted questions, short replies. */
export const CLIP_TEXT_MAX = 240;
/** How many clips are kept at most (the oldest go first): a few hundred kilobytes each. */
export const CLIP_COUNT_MAX = 200;
const CLIP_TTL_SECONDS = 24 * 60 * 60;

export interface Clip {
  contentType: string;
  provider: string;
  audio: Buffer;
}

/**
 * Speech of short texts kept in Redis, so that the same text (Isla's greeting, a scripted question) is answered
 * without synthesizing it again. The key is a hash of the voice (provider, its voice for the language) and the text;
 * at most CLIP_COUNT_MAX clips are kept, each for a day.
 */
export class ClipCache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    /** What decides the sound besides the text: provider and voice per language. */
    private readonly voiceOf: (language: string) => string,
  ) {}

  private keyFor(text: string, language: string): string {
    const hash = createHash('sha256').update(JSON.stringify([this.voiceOf(language), language, text]));
    return `${this.prefix}:isla-clip:${hash.digest('hex')}`;
  }

  async get(text: string, language: string): Promise<Clip | null> {
    if (text.length > CLIP_TEXT_MAX) return null;
    const stored = await this.redis.hgetallBuffer(this.keyFor(text, language));
    if (!stored.audio?.length || !stored.contentType || !stored.provider) return null;
    return {
      contentType: stored.contentType.toString(),
      provider: stored.provider.toString(),
      audio: stored.audio,
    };
  }

  async put(text: string, language: string, clip: Clip): Promise<void> {
    if (text.length > CLIP_TEXT_MAX) return;
    const key = this.keyFor(text, language);
    const index = `${this.prefix}:isla-clips`;
    await this.redis
      .multi()
      .hset(key, { contentType: clip.contentType, provider: clip.provider, audio: clip.audio })
      .expire(key, CLIP_TTL_SECONDS)
      .zadd(index, Date.now(), key)
      .exec();
    const overflow = (await this.redis.zcard(index)) - CLIP_COUNT_MAX;
    if (overflow <= 0) return;
    const oldest = await this.redis.zpopmin(index, overflow);
    const keys = oldest.filter((_, i) => i % 2 === 0);
    if (keys.length > 0) await this.redis.del(...keys);
  }
}
