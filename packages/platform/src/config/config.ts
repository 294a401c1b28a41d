import { isIP } from 'node:net';
import { z } from 'zod';

/** Known to everyone who reads this repository, so production refuses it. */
export const DEVELOPMENT_GATEWAY_SECRET = 'creators-development-gateway-secret-do-not-use-in-production';
export const MIN_PRODUCTION_SECRET_LENGTH = 32;

/** Where parts listen unless HOST says otherwise: this machine only. */
export const LOCAL_HOST = '127.0.0.1';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const natsUrl = z.url({ protocol: /^(nats|tls)$/ });
const isNatsUrl = (value: string) => natsUrl.safeParse(value).success;

/** The servers of a NATS_URL: `nats://a:4222,nats://b:4222` is a cluster of two. */
export const natsServers = (natsUrl: string): string[] =>
  natsUrl
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean);

/** Variables every service reads; spread into a service's own `z.object({...})`. */
export const commonConfigShape = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'expected a redis:// or rediss:// URL' })
    .default('redis://127.0.0.1:6379'),
  /** One server, or several comma-separated (the members of a cluster the client may connect to). */
  NATS_URL: z
    .string()
    .refine((value) => natsServers(value).length > 0 && natsServers(value).every(isNatsUrl), {
      error: 'expected a nats:// or tls:// URL, or several separated by commas',
    })
    .default('nats://127.0.0.1:4222'),
  /**
   * The part's own NATS user and password (docs/reliability.md "Trust boundaries"): NATS lets it publish and
   * subscribe only to its own subjects. Unset: no authentication (the machine's NATS in development and tests).
   */
  NATS_USER: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'expected a NATS user name (lower-case letters, digits and -)')
    .optional(),
  NATS_PASSWORD: z.string().optional(),
  GATEWAY_SECRET: z.string().min(1).default(DEVELOPMENT_GATEWAY_SECRET),
  /** The address every server of the part listens on: loopback locally; the images set 0.0.0.0. */
  HOST: z
    .string()
    .refine((host) => isIP(host) !== 0 || HOSTNAME.test(host), 'expected an IP address or a host name')
    .default(LOCAL_HOST),
  /** Port of the internal Prometheus server (GET /metrics); unset: no metrics server. The images set 9464. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
};

const HOSTNAME =
  /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

type Env = Record<string, string | undefined>;

/** The service's own DATABASE_URL, or its local default database `creators_<service>`. */
export function serviceDatabaseUrl(service: string, env: Env = process.env): string {
  const configured = env.DATABASE_URL?.trim();
  if (configured) return configured;
  return `postgresql://postgres@127.0.0.1:5432/creators_${service.replaceAll('-', '_')}`;
}

/** Whether HOST keeps a part to this machine: 127.0.0.0/8, ::1 or localhost. */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase();
  if (name === 'localhost' || name === '::1') return true;
  return isIP(name) === 4 && name.startsWith('127.');
}

function gatewaySecretProblem(env: Env): string | null {
  const secret = env.GATEWAY_SECRET;
  const why =
    'it signs the context the gateway sends the services, so anyone who knows it can act as any user';
  if (env.NODE_ENV !== 'production') {
    // Locally the public default is harmless only while nothing but this machine can reach the part.
    const host = env.HOST ?? LOCAL_HOST;
    if ((!secret || secret === DEVELOPMENT_GATEWAY_SECRET) && !isLoopbackHost(host))
      return `must be set (not the public development default) when HOST (${host}) is not a loopback address, even outside production: ${why}`;
    return null;
  }
  if (!secret) return `must be set in production (${MIN_PRODUCTION_SECRET_LENGTH}+ characters): ${why}`;
  if (secret === DEVELOPMENT_GATEWAY_SECRET)
    return `must not be the development default in production, which is public: ${why}`;
  if (secret.length < MIN_PRODUCTION_SECRET_LENGTH) {
    return `must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters in production (a random value, e.g. openssl rand -hex 32): ${why}`;
  }
  return null;
}

/**
 * Parses the environment with `schema` and returns typed values. Empty variables count as unset, so
 * `LOG_LEVEL=` falls back to the default. Throws a single Error naming every bad variable (never
 * echoing values, which may be secrets).
 */
export function loadConfig<Schema extends z.ZodObject<z.ZodRawShape, z.core.$ZodObjectConfig>>(
  schema: Schema,
  env: Env = process.env,
): z.output<Schema> {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const problems: string[] = [];

  const result = schema.safeParse(present);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const variable = issue.path.length > 0 ? issue.path.join('.') : '(environment)';
      problems.push(`${variable}: ${issue.message}`);
    }
  }
  if ('NATS_USER' in schema.shape && Boolean(present.NATS_USER) !== Boolean(present.NATS_PASSWORD))
    problems.push('NATS_USER, NATS_PASSWORD: set both (the part signs in to NATS) or neither');
  if ('GATEWAY_SECRET' in schema.shape) {
    const problem = gatewaySecretProblem(present);
    if (problem) problems.push(`GATEWAY_SECRET: ${problem}`);
  }

  if (problems.length > 0 || !result.success) {
    throw new Error(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
  return result.data;
}
