import { z } from 'zod';
import {
  loadServiceConfig,
  serviceConfigShape,
  type ServiceConfig,
} from '@creators/platform/config/service-config';

/** The shared service variables (PORT, DATABASE_URL, REDIS_URL, NATS_SUBJECT_PREFIX, ...) and the reminders' queue. */
export const programmesConfigSchema = z.object({
  ...serviceConfigShape(4007),
  /** BullMQ key prefix of the reminders; defaults to `${KEY_PREFIX}bull` (KEY_PREFIX isolates a whole test system). */
  QUEUE_PREFIX: z.string().min(1).optional(),
  KEY_PREFIX: z.string().default(''),
});

export interface ProgrammesConfig extends ServiceConfig {
  /** Where the deadline reminders wait as delayed jobs (docs/product.md §16.2). */
  queuePrefix: string;
}

/** Reads the programmes service's configuration from the environment (defaults work locally). */
export function loadProgrammesConfig(
  env: Record<string, string | undefined> = process.env,
): ProgrammesConfig {
  const { config, values } = loadServiceConfig('programmes', programmesConfigSchema, env);
  return { ...config, queuePrefix: values.QUEUE_PREFIX ?? `${values.KEY_PREFIX}bull` };
}
