import { z } from 'zod';
import { loadServiceConfig, serviceConfigShape, type ServiceConfig } from '@creators/platform';

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const DAY = 24 * 60 * 60;

export const identityConfigSchema = z.object({
  ...serviceConfigShape(4001),
  SESSION_IDLE_SECONDS: seconds(7 * DAY),
  SESSION_ABSOLUTE_SECONDS: seconds(30 * DAY),
  SESSION_PURGE_INTERVAL_SECONDS: seconds(60 * 60),
  RATE_LIMIT_KEY_PREFIX: z.string().min(1).default('identity:rl'),
  LOGIN_RATE_LIMIT_PER_IP_EMAIL: count(10),
  LOGIN_RATE_LIMIT_PER_IP: count(100),
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: seconds(15 * 60),
  /** Failed sign-ins of one account, from any address, before each further one waits (then twice as long each time). */
  LOGIN_ACCOUNT_FREE_FAILURES: count(5),
  LOGIN_ACCOUNT_FIRST_DELAY_SECONDS: seconds(2),
  LOGIN_ACCOUNT_MAX_DELAY_SECONDS: seconds(15 * 60),
  /** How long an account's failed sign-ins are remembered (a successful sign-in forgets them at once). */
  LOGIN_ACCOUNT_WINDOW_SECONDS: seconds(DAY),
  REGISTER_RATE_LIMIT_PER_IP: count(20),
  REGISTER_RATE_LIMIT_WINDOW_SECONDS: seconds(60 * 60),
});

export interface RateLimit {
  points: number;
  durationSeconds: number;
}

/** The growing delay of an account's failed sign-ins. */
export interface AccountDelay {
  freeFailures: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  windowSeconds: number;
}

export interface IdentityConfig extends ServiceConfig {
  session: { idleSeconds: number; absoluteSeconds: number; purgeIntervalSeconds: number };
  rateLimit: {
    keyPrefix: string;
    loginPerIpEmail: RateLimit;
    loginPerIp: RateLimit;
    loginPerAccount: AccountDelay;
    registerPerIp: RateLimit;
  };
}

/** Reads the identity service's configuration from the environment (defaults work locally). */
export function loadIdentityConfig(env: Record<string, string | undefined> = process.env): IdentityConfig {
  const { config, values } = loadServiceConfig('identity', identityConfigSchema, env);
  if (values.SESSION_IDLE_SECONDS > values.SESSION_ABSOLUTE_SECONDS) {
    throw new Error(
      'Invalid configuration:\n  - SESSION_IDLE_SECONDS: must not exceed SESSION_ABSOLUTE_SECONDS',
    );
  }
  return {
    ...config,
    session: {
      idleSeconds: values.SESSION_IDLE_SECONDS,
      absoluteSeconds: values.SESSION_ABSOLUTE_SECONDS,
      purgeIntervalSeconds: values.SESSION_PURGE_INTERVAL_SECONDS,
    },
    rateLimit: {
      keyPrefix: values.RATE_LIMIT_KEY_PREFIX,
      loginPerIpEmail: {
        points: values.LOGIN_RATE_LIMIT_PER_IP_EMAIL,
        durationSeconds: values.LOGIN_RATE_LIMIT_WINDOW_SECONDS,
      },
      loginPerIp: {
        points: values.LOGIN_RATE_LIMIT_PER_IP,
        durationSeconds: values.LOGIN_RATE_LIMIT_WINDOW_SECONDS,
      },
      loginPerAccount: {
        freeFailures: values.LOGIN_ACCOUNT_FREE_FAILURES,
        firstDelaySeconds: values.LOGIN_ACCOUNT_FIRST_DELAY_SECONDS,
        maxDelaySeconds: values.LOGIN_ACCOUNT_MAX_DELAY_SECONDS,
        windowSeconds: values.LOGIN_ACCOUNT_WINDOW_SECONDS,
      },
      registerPerIp: {
        points: values.REGISTER_RATE_LIMIT_PER_IP,
        durationSeconds: values.REGISTER_RATE_LIMIT_WINDOW_SECONDS,
      },
    },
  };
}
