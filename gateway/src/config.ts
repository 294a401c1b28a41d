import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { EVENT_STREAM } from '@creators/contracts';
import { commonConfigShape, loadConfig } from '@creators/platform';

/** The gateway package folder (gateway/), whether running from src or dist. */
export const GATEWAY_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_SUPERGRAPH_PATH = path.join(GATEWAY_DIR, 'supergraph.graphql');
export const DEFAULT_FRONTEND_DIST = path.resolve(GATEWAY_DIR, '..', 'frontend', 'dist');

/** TRUST_PROXY as Express takes it: true/false, a hop count, or a comma list of addresses/subnets ('loopback'). */
export function parseTrustProxy(value: string): boolean | number | string {
  const text = value.trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

/** Paths in the environment are taken relative to the gateway package folder. */
const packagePath = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((p) => path.resolve(GATEWAY_DIR, p));

export const gatewayConfigSchema = z.object({
  ...commonConfigShape,
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Largest accepted request body (body-parser syntax: 100kb, 1mb, or bytes). */
  BODY_LIMIT: z
    .string()
    .regex(/^\d+\s*(b|kb|mb)?$/i, 'must be a size such as 100kb')
    .default('256kb'),
  SUPERGRAPH_PATH: packagePath(DEFAULT_SUPERGRAPH_PATH),
  FRONTEND_DIST: packagePath(DEFAULT_FRONTEND_DIST),
  /** Express "trust proxy": set it when a TLS-terminating proxy is in front, so Secure cookies and client IPs are right. */
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  /** How long to wait for identity to resolve a session before answering 503. */
  SESSION_LOOKUP_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  /** Prefix of the socket.io Redis adapter's channels. */
  SOCKET_IO_REDIS_KEY: z.string().default('socket.io'),
  /**
   * Prefix of every NATS subject the gateway uses: the session lookup (`<prefix>identity.session.resolve`) and
   * the events it turns into notifications. Same meaning as in the services: '' in production, random in tests.
   */
  NATS_SUBJECT_PREFIX: z.string().default(''),
  /** The JetStream stream of domain events (tests use their own). */
  EVENT_STREAM: z.string().min(1).default(EVENT_STREAM),
  /** Durable consumer name of the live notifications; every gateway instance shares it (each event once). */
  NOTIFICATIONS_CONSUMER: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only')
    .default('gateway-notifications'),
  /** Prefix of the Redis keys that remember which events were notified (duplicates are not sent again). */
  NOTIFICATIONS_REDIS_KEY: z.string().min(1).default('gateway:notified'),
  /** How long an event id is remembered as notified. */
  NOTIFICATIONS_DEDUPE_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 60 * 60),
});

export type GatewayConfig = z.output<typeof gatewayConfigSchema>;

export function loadGatewayConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  return loadConfig(gatewayConfigSchema, env);
}
