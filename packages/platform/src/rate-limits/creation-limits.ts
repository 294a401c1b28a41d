import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { z } from 'zod';
import type { Locale } from '@creators/contracts';
import { tooManyRequests } from '../nest/errors.js';
import { fixedWindowLimiter, isRefusal, retryAfterSeconds, type RateLimit } from './fixed-window.js';

/** What a person creates, each counted on its own. */
export const CREATION_KINDS = [
  'challenges',
  'teams',
  'invitations',
  'resources',
  'projects',
  'comments',
  'reports',
] as const;
export type CreationKind = (typeof CREATION_KINDS)[number];

/**
 * Creations per user per window (an hour) unless configured: generous for a person, tight for a script. A new
 * challenge notifies every signed-in user, so challenges get the fewest; an invitation notifies one person and a
 * leader may invite a whole cohort, so invitations get the most.
 */
export const DEFAULT_CREATIONS_PER_WINDOW: Readonly<Record<CreationKind, number>> = {
  challenges: 10,
  teams: 30,
  resources: 30,
  projects: 30,
  invitations: 60,
  /** Comments in discussions (docs/product.md §11.4): a generous hourly limit for a person in a lively one. */
  comments: 120,
  /** Reports to staff (docs/product.md §14): one open report per item already; this stops a script filing thousands. */
  reports: 30,
};
export const DEFAULT_CREATION_WINDOW_SECONDS = 60 * 60;

const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * The variables of the creation limits, spread into a service's config schema: CREATION_LIMIT_<KIND> (creations
 * per user per window), CREATION_LIMIT_WINDOW_SECONDS, and RATE_LIMIT_KEY_PREFIX (Redis keys; default `<service>:rl`).
 */
export function creationLimitsConfigShape(service: string) {
  return {
    RATE_LIMIT_KEY_PREFIX: z.string().min(1).default(`${service}:rl`),
    CREATION_LIMIT_WINDOW_SECONDS: count(DEFAULT_CREATION_WINDOW_SECONDS),
    CREATION_LIMIT_CHALLENGES: count(DEFAULT_CREATIONS_PER_WINDOW.challenges),
    CREATION_LIMIT_TEAMS: count(DEFAULT_CREATIONS_PER_WINDOW.teams),
    CREATION_LIMIT_INVITATIONS: count(DEFAULT_CREATIONS_PER_WINDOW.invitations),
    CREATION_LIMIT_RESOURCES: count(DEFAULT_CREATIONS_PER_WINDOW.resources),
    CREATION_LIMIT_PROJECTS: count(DEFAULT_CREATIONS_PER_WINDOW.projects),
    CREATION_LIMIT_COMMENTS: count(DEFAULT_CREATIONS_PER_WINDOW.comments),
    CREATION_LIMIT_REPORTS: count(DEFAULT_CREATIONS_PER_WINDOW.reports),
  };
}

type CreationLimitsValues = z.output<z.ZodObject<ReturnType<typeof creationLimitsConfigShape>>>;

export interface CreationLimitsConfig {
  keyPrefix: string;
  limits: Record<CreationKind, RateLimit>;
}

/** The creation limits from the parsed variables of creationLimitsConfigShape. */
export function creationLimitsConfig(values: CreationLimitsValues): CreationLimitsConfig {
  const durationSeconds = values.CREATION_LIMIT_WINDOW_SECONDS;
  const limit = (points: number): RateLimit => ({ points, durationSeconds });
  return {
    keyPrefix: values.RATE_LIMIT_KEY_PREFIX,
    limits: {
      challenges: limit(values.CREATION_LIMIT_CHALLENGES),
      teams: limit(values.CREATION_LIMIT_TEAMS),
      invitations: limit(values.CREATION_LIMIT_INVITATIONS),
      resources: limit(values.CREATION_LIMIT_RESOURCES),
      projects: limit(values.CREATION_LIMIT_PROJECTS),
      comments: limit(values.CREATION_LIMIT_COMMENTS),
      reports: limit(values.CREATION_LIMIT_REPORTS),
    },
  };
}

/**
 * How many things of each kind a person may create per window (fixed windows in Redis, shared by every instance;
 * see fixedWindowLimiter for Redis outages). Only creations that succeed count: a refused one (invalid input, a
 * broken rule) gives its point back.
 */
export class CreationLimits {
  private readonly limiters = new Map<CreationKind, RateLimiterAbstract>();

  constructor(
    private readonly redis: Redis | null,
    private readonly config: CreationLimitsConfig,
  ) {}

  /**
   * Runs `create` for `userId` if they have a creation of this kind left, and returns what it returns.
   * TOO_MANY_REQUESTS (`error.create.rateLimited`, `extensions.retryAfterSeconds`) otherwise, before anything is
   * written.
   */
  async create<T>(kind: CreationKind, userId: string, locale: Locale, create: () => Promise<T>): Promise<T> {
    const limiter = this.limiter(kind);
    try {
      await limiter.consume(userId);
    } catch (reason) {
      if (isRefusal(reason))
        throw tooManyRequests(locale, 'error.create.rateLimited', retryAfterSeconds(reason));
      throw reason;
    }
    try {
      return await create();
    } catch (error) {
      await limiter.reward(userId).catch(() => undefined);
      throw error;
    }
  }

  private limiter(kind: CreationKind): RateLimiterAbstract {
    let limiter = this.limiters.get(kind);
    if (!limiter) {
      limiter = fixedWindowLimiter(
        this.redis,
        `${this.config.keyPrefix}:create-${kind}`,
        this.config.limits[kind],
      );
      this.limiters.set(kind, limiter);
    }
    return limiter;
  }
}
