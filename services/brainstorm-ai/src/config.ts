import { z } from 'zod';
import { commonConfigShape, loadConfig, serviceDatabaseUrl } from '@creators/platform/config/config';

export const brainstormAiConfigSchema = z.object({
  ...commonConfigShape,
  PORT: z.coerce.number().int().min(0).max(65_535).default(4005),
  DATABASE_URL: z.string().min(1),
  /** Prefix of event subjects (tests use a random one); '' in production. */
  EVENT_SUBJECT_PREFIX: z.string().default(''),
});

export interface BrainstormAiConfig {
  nodeEnv: 'development' | 'test' | 'production';
  logLevel: string;
  port: number;
  databaseUrl: string;
  natsUrl: string;
  gatewaySecret: string;
  events: { subjectPrefix: string };
}

/** Reads the brainstorm-ai service's configuration from the environment (defaults work locally). */
export function loadBrainstormAiConfig(
  env: Record<string, string | undefined> = process.env,
): BrainstormAiConfig {
  const values = loadConfig(brainstormAiConfigSchema, {
    ...env,
    DATABASE_URL: serviceDatabaseUrl('brainstorm-ai', env),
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
