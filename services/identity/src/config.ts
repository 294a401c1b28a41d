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
  REGISTER_RATE_LIMIT_PER_IP: count(20),
  REGISTER_RATE_LIMIT_WINDOW_SECONDS: seconds(60 * 60),
});

export interface RateLimit {
  points: number;
  durationSeconds: number;
}

export interface IdentityConfig extends ServiceConfig {
  session: { idleSeconds: number; absoluteSeconds: number; purgeIntervalSeconds: number };
  rateLimit: {
    keyPrefix: string;
    loginPerIpEmail: RateLimit;
    loginPerIp: RateLimit;
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
      registerPerIp: {
        points: values.REGISTER_RATE_LIMIT_PER_IP,
        durationSeconds: values.REGISTER_RATE_LIMIT_WINDOW_SECONDS,
      },
    },
  };
}
