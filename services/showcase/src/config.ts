import { z } from 'zod';
import { commonConfigShape, loadConfig, serviceDatabaseUrl } from '@creators/platform/config/config';

export const showcaseConfigSchema = z.object({
  ...commonConfigShape,
  PORT: z.coerce.number().int().min(0).max(65_535).default(4004),
  DATABASE_URL: z.string().min(1),
  /** Prefix of event subjects (tests use a random one); '' in production. */
  EVENT_SUBJECT_PREFIX: z.string().default(''),
});

export interface ShowcaseConfig {
  nodeEnv: 'development' | 'test' | 'production';
  logLevel: string;
  port: number;
  databaseUrl: string;
  natsUrl: string;
  gatewaySecret: string;
  events: { subjectPrefix: string };
}

/** Reads the showcase service's configuration from the environment (defaults work locally). */
export function loadShowcaseConfig(env: Record<string, string | undefined> = process.env): ShowcaseConfig {
  const values = loadConfig(showcaseConfigSchema, {
    ...env,
    DATABASE_URL: serviceDatabaseUrl('showcase', env),
  });
  return {
    nodeEnv: values.NODE_ENV,
    logLevel: values.LOG_LEVEL,
    port: values.PORT,
    databaseUrl: values.DATABASE_URL,
    natsUrl: values.NATS_URL,
    gatewaySecret: values.GATEWAY_SECRET,
    events: { subjectPrefix: values.EVENT_SUBJECT_PREFIX },
  };
}
