import { z } from 'zod';
import {
  loadServiceConfig,
  serviceConfigShape,
  type ServiceConfig,
} from '@creators/platform/config/service-config';
import {
  creationLimitsConfig,
  creationLimitsConfigShape,
  type CreationLimitsConfig,
} from '@creators/platform/rate-limits/creation-limits';

/** The shared service variables (PORT, DATABASE_URL, NATS_SUBJECT_PREFIX, EVENT_STREAM, ...) and the creation limits. */
export const showcaseConfigSchema = z.object({
  ...serviceConfigShape(4004),
  ...creationLimitsConfigShape('showcase'),
});

export interface ShowcaseConfig extends ServiceConfig {
  /** Creations per user per window (CREATION_LIMIT_*). */
  creationLimits: CreationLimitsConfig;
}

/** Reads the showcase service's configuration from the environment (defaults work locally). */
export function loadShowcaseConfig(env: Record<string, string | undefined> = process.env): ShowcaseConfig {
  const { config, values } = loadServiceConfig('showcase', showcaseConfigSchema, env);
  return { ...config, creationLimits: creationLimitsConfig(values) };
}
