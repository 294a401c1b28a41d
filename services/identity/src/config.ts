import { z } from 'zod';
import { EVENT_STREAM } from '@creators/contracts';
import { commonConfigShape, loadConfig, serviceDatabaseUrl } from '@creators/platform';

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const DAY = 24 * 60 * 60;

export const identityConfigSchema = z.object({
  ...commonConfigShape,
  PORT: z.coerce.number().int().min(0).max(65_535).default(4001),
  DATABASE_URL: z.string().min(1),
  SESSION_IDLE_SECONDS: seconds(7 * DAY),
  SESSION_ABSOLUTE_SECONDS: seconds(30 * DAY),
  SESSION_PURGE_INTERVAL_SECONDS: seconds(60 * 60),
  RATE_LIMIT_KEY_PREFIX: z.string().min(1).default('identity:rl'),
  LOGIN_RATE_LIMIT_PER_IP_EMAIL: count(10),
  LOGIN_RATE_LIMIT_PER_IP: count(100),
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: seconds(15 * 60),
  REGISTER_RATE_LIMIT_PER_IP: count(20),
  REGISTER_RATE_LIMIT_WINDOW_SECONDS: seconds(60 * 60),
  /** Prefix of every NATS subject the service uses (events and request/reply); '' in production, random in tests. */
  NATS_SUBJECT_PREFIX: z.string().default(''),
  /** The JetStream stream the outbox relay publishes into (tests use their own). */
  EVENT_STREAM: z.string().min(1).default(EVENT_STREAM),
});

export interface RateLimit {
  points: number;
  durationSeconds: number;
}

export interface IdentityConfig {
  nodeEnv: 'development' | 'test' | 'production';
  logLevel: string;
  port: number;
  databaseUrl: string;
  redisUrl: string;
  natsUrl: string;
  gatewaySecret: string;
  session: { idleSeconds: number; absoluteSeconds: number; purgeIntervalSeconds: number };
  rateLimit: { keyPrefix: string; loginPerIpEmail: RateLimit; loginPerIp: RateLimit; registerPerIp: RateLimit };
  nats: { subjectPrefix: string; eventStream: string };
}

/** Reads the identity service's configuration from the environment (defaults work locally). */
export function loadIdentityConfig(env: Record<string, string | undefined> = process.env): IdentityConfig {
  const values = loadConfig(identityConfigSchema, { ...env, DATABASE_URL: serviceDatabaseUrl('identity', env) });
  if (values.SESSION_IDLE_SECONDS > values.SESSION_ABSOLUTE_SECONDS) {
    throw new Error('Invalid configuration:\n  - SESSION_IDLE_SECONDS: must not exceed SESSION_ABSOLUTE_SECONDS');
  }
  return {
    nodeEnv: values.NODE_ENV,
    logLevel: values.LOG_LEVEL,
    port: values.PORT,
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    natsUrl: values.NATS_URL,
    gatewaySecret: values.GATEWAY_SECRET,
    session: {
      idleSeconds: values.SESSION_IDLE_SECONDS,
      absoluteSeconds: values.SESSION_ABSOLUTE_SECONDS,
      purgeIntervalSeconds: values.SESSION_PURGE_INTERVAL_SECONDS,
    },
    rateLimit: {
      keyPrefix: values.RATE_LIMIT_KEY_PREFIX,
      loginPerIpEmail: { points: values.LOGIN_RATE_LIMIT_PER_IP_EMAIL, durationSeconds: values.LOGIN_RATE_LIMIT_WINDOW_SECONDS },
      loginPerIp: { points: values.LOGIN_RATE_LIMIT_PER_IP, durationSeconds: values.LOGIN_RATE_LIMIT_WINDOW_SECONDS },
      registerPerIp: { points: values.REGISTER_RATE_LIMIT_PER_IP, durationSeconds: values.REGISTER_RATE_LIMIT_WINDOW_SECONDS },
    },
    nats: { subjectPrefix: values.NATS_SUBJECT_PREFIX, eventStream: values.EVENT_STREAM },
  };
}

