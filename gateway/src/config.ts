import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { EVENT_STREAM } from '@creators/contracts';
import { commonConfigShape, loadConfig } from '@creators/platform';

/** The gateway package folder (gateway/), whether running from src or dist. */
export const GATEWAY_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_SUPERGRAPH_PATH = path.join(GATEWAY_DIR, 'supergraph.graphql');
export const DEFAULT_FRONTEND_DIST = path.resolve(GATEWAY_DIR, '..', 'frontend', 'dist');

/** Names Express (proxy-addr) accepts in a TRUST_PROXY list for whole address ranges. */
const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(item: string): boolean {
  if (TRUST_PROXY_NAMES.has(item)) return true;
  const [address, prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Why a TRUST_PROXY value is refused, or null. Plain `true` trusts every X-Forwarded-For, which any client can
 * forge (its address then picks rate limits and logs): the proxies are named by count or by address instead.
 */
export function trustProxyProblem(value: string): string | null {
  const text = value.trim();
  if (text === '' || text === 'false' || /^\d+$/.test(text)) return null;
  if (text === 'true')
    return (
      'must not be true, which trusts any X-Forwarded-For a client sends: give the number of proxies in front of ' +
      'the gateway (e.g. 1) or their addresses and subnets (e.g. 10.0.0.0/8, loopback)'
    );
  const wrong = text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => !isAddressOrSubnet(item));
  if (wrong.length === 0) return null;
  return `${wrong.map((item) => `"${item}"`).join(', ')}: expected a hop count, or IP addresses, CIDR subnets and loopback, linklocal, uniquelocal`;
}

/** TRUST_PROXY as Express takes it (once trustProxyProblem found nothing): false, a hop count, or a list of addresses and subnets. */
export function parseTrustProxy(value: string): false | number | string[] {
  const text = value.trim();
  if (text === '' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  return text.split(',').map((item) => item.trim());
}

/** Whether the session cookie is Secure: always, never, or 'auto' (when the request came over TLS). */
export type CookieSecurity = boolean | 'auto';

/** COOKIE_SECURE when set; otherwise Secure in production and, elsewhere, only over TLS (http://localhost works). */
export function sessionCookieSecurity(
  config: Pick<GatewayConfig, 'NODE_ENV' | 'COOKIE_SECURE'>,
): CookieSecurity {
  if (config.COOKIE_SECURE !== undefined) return config.COOKIE_SECURE === 'true';
  return config.NODE_ENV === 'production' ? true : 'auto';
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
  /**
   * Express "trust proxy": the proxies in front of the gateway, by hop count or by address/subnet, so that client
   * addresses and TLS are read from their X-Forwarded-* headers. Never plain true (see trustProxyProblem).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .superRefine((value, ctx) => {
      const problem = trustProxyProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform(parseTrustProxy),
  /**
   * Automatic persisted queries (a client sends a query's hash instead of its text): off unless `true`. The front end
   * does not use them; turning them on lets any client store queries in the gateway's memory cache.
   */
  PERSISTED_QUERIES: z
    .enum(['true', 'false'], { error: 'expected true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  /** Session cookie Secure attribute: true or false; unset: Secure in production, elsewhere only over TLS. */
  COOKIE_SECURE: z.enum(['true', 'false'], { error: 'expected true or false' }).optional(),
  /** How long to wait for identity to resolve a session before answering 503. */
  SESSION_LOOKUP_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  /** Prefix of the socket.io Redis adapter's channels. */
  SOCKET_IO_REDIS_KEY: z.string().default('socket.io'),
  /** How often an open socket's session is checked again; a socket of an expired session is disconnected. */
  SOCKET_SESSION_CHECK_MS: z.coerce.number().int().min(1000).default(300_000),
  /**
   * On SIGTERM the gateway first answers not ready, then waits this long before it stops taking connections, so
   * that a load balancer that polls readiness stops sending first (Kubernetes' preStop does the same there).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** A shutdown that takes longer (Redis or NATS unreachable, say) ends the process anyway, with exit code 1. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
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
