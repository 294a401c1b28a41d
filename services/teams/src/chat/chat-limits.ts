import type { Provider } from '@nestjs/common';
import type { Locale } from '@creators/contracts';
import { fixedWindowLimiter, isRefusal, REDIS, retryAfterSeconds, tooManyRequests } from '@creators/platform';

/**
 * How many chat messages a person may post or edit per minute, in all their teams together (docs/product.md §11.6;
 * TEAM_CHAT_WRITES_PER_MINUTE): counted in Redis, shared by every instance, like the creation limits. A write that
 * is refused (bad input, no access) gives its point back.
 */
type Redis = Parameters<typeof fixedWindowLimiter>[0];

export class ChatLimits {
  private readonly limiter: ReturnType<typeof fixedWindowLimiter>;

  constructor(redis: Redis, keyPrefix: string, perMinute: number) {
    this.limiter = fixedWindowLimiter(redis, `${keyPrefix}:chat-writes`, {
      points: perMinute,
      durationSeconds: 60,
    });
  }

  /** Runs `write` if `userId` has a write left this minute; TOO_MANY_REQUESTS error.chat.rateLimited otherwise. */
  async write<T>(userId: string, locale: Locale, write: () => Promise<T>): Promise<T> {
    try {
      await this.limiter.consume(userId);
    } catch (reason) {
      if (isRefusal(reason))
        throw tooManyRequests(locale, 'error.chat.rateLimited', retryAfterSeconds(reason));
      throw reason;
    }
    try {
      return await write();
    } catch (error) {
      await this.limiter.reward(userId).catch(() => undefined);
      throw error;
    }
  }
}

/** Provides ChatLimits (the class is the token) counted in the service's Redis. */
export const chatLimitsProvider = (keyPrefix: string, perMinute: number): Provider => ({
  provide: ChatLimits,
  inject: [REDIS],
  useFactory: (redis: Redis) => new ChatLimits(redis, keyPrefix, perMinute),
});
