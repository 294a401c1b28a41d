import { z } from 'zod';
import { EVENT_STREAM } from '@creators/contracts';
import { withHost } from '../database/connection-url.js';
import { commonConfigShape, loadConfig, serviceDatabaseUrl } from './config.js';

/**
 * Variables every NestJS service reads (commonConfigShape plus PORT, DATABASE_URL, DATABASE_HOST,
 * DATABASE_POOL_SIZE, OUTBOX_POOL_SIZE, NATS_SUBJECT_PREFIX, EVENT_STREAM and EVENT_STREAM_REPLICAS); spread into the service's own `z.object({...})` next to its own fields.
 */
export function serviceConfigShape(defaultPort: number) {
  return {
    ...commonConfigShape,
    PORT: z.coerce.number().int().min(0).max(65_535).default(defaultPort),
    /** Filled in by loadServiceConfig with the local default `creators_<service>` when unset. */
    DATABASE_URL: z.string().min(1),
    /**
     * `host` or `host:port` the service's queries and outbox relay connect to in place of DATABASE_URL's, with its
     * role, password and database: a PgBouncer in transaction mode. Empty: DATABASE_URL as it is. Migrations,
     * seeds and the staff command always use DATABASE_URL (docs/operations.md "Database connections").
     */
    DATABASE_HOST: z
      .string()
      .trim()
      .regex(/^$|^[A-Za-z0-9.-]+(:\d{1,5})?$/, 'expected host or host:port')
      .default(''),
    /**
     * PostgreSQL connections of one instance: its queries' pool and the outbox relay's (docs/operations.md
     * "Database connections": replicas × (DATABASE_POOL_SIZE + OUTBOX_POOL_SIZE) stays under max_connections).
     */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    OUTBOX_POOL_SIZE: z.coerce.number().int().min(1).max(10).default(2),
    /** Prefix of every NATS subject the service uses (events, request/reply); '' in production, random in tests. */
    NATS_SUBJECT_PREFIX: z.string().default(''),
    /** The JetStream stream the outbox relay publishes into (created at start-up; tests use their own). */
    EVENT_STREAM: z.string().min(1).default(EVENT_STREAM),
    /** Copies JetStream keeps of the event stream: 1 on a single server, 3 on a three-node cluster. */
    EVENT_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  };
}

export type ServiceConfigShape = ReturnType<typeof serviceConfigShape>;
export type ServiceConfigValues = z.output<z.ZodObject<ServiceConfigShape>>;

/** The configuration every NestJS service has; a service's own config type extends it. */
export interface ServiceConfig {
  nodeEnv: 'development' | 'test' | 'production';
  logLevel: string;
  port: number;
  /** The address the HTTP and metrics servers listen on (HOST). */
  host: string;
  /** The internal metrics server's port (METRICS_PORT); undefined: none. */
  metricsPort: number | undefined;
  /** Where the queries and the outbox relay connect: DATABASE_URL, on DATABASE_HOST when that is set. */
  databaseUrl: string;
  /** DATABASE_POOL_SIZE and OUTBOX_POOL_SIZE: the most connections the queries and the outbox relay open. */
  databasePool: { size: number; outboxSize: number };
  redisUrl: string;
  natsUrl: string;
  gatewaySecret: string;
  nats: {
    subjectPrefix: string;
    eventStream: string;
    eventStreamReplicas: number;
    /** NATS_USER and NATS_PASSWORD: the service's own credentials; unset, it connects without. */
    user?: string;
    password?: string;
  };
}

/**
 * Parses the environment with `schema` (which spreads `serviceConfigShape`), DATABASE_URL defaulting to the
 * service's local database. Returns the shared `config` and every parsed `values` for the service's own fields.
 */
export function loadServiceConfig<Schema extends z.ZodObject<ServiceConfigShape & z.ZodRawShape>>(
  service: string,
  schema: Schema,
  env: Record<string, string | undefined> = process.env,
): { config: ServiceConfig; values: z.output<Schema> } {
  const values = loadConfig(schema, { ...env, DATABASE_URL: serviceDatabaseUrl(service, env) });
  const shared = values as ServiceConfigValues;
  return {
    values,
    config: {
      nodeEnv: shared.NODE_ENV,
      logLevel: shared.LOG_LEVEL,
      port: shared.PORT,
      host: shared.HOST,
      metricsPort: shared.METRICS_PORT,
      databaseUrl: shared.DATABASE_HOST
        ? withHost(shared.DATABASE_URL, shared.DATABASE_HOST)
        : shared.DATABASE_URL,
      databasePool: { size: shared.DATABASE_POOL_SIZE, outboxSize: shared.OUTBOX_POOL_SIZE },
      redisUrl: shared.REDIS_URL,
      natsUrl: shared.NATS_URL,
      gatewaySecret: shared.GATEWAY_SECRET,
      nats: {
        subjectPrefix: shared.NATS_SUBJECT_PREFIX,
        eventStream: shared.EVENT_STREAM,
        eventStreamReplicas: shared.EVENT_STREAM_REPLICAS,
        ...(shared.NATS_USER ? { user: shared.NATS_USER, password: shared.NATS_PASSWORD } : {}),
      },
    },
  };
}
