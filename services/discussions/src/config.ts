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
export const discussionsConfigSchema = z.object({
  ...serviceConfigShape(4006),
  ...creationLimitsConfigShape('discussions'),
});

export interface DiscussionsConfig extends ServiceConfig {
  /** Creations per user per window (CREATION_LIMIT_*; comments: CREATION_LIMIT_COMMENTS). */
  creationLimits: CreationLimitsConfig;
}

/** Reads the discussions service's configuration from the environment (defaults work locally). */
export function loadDiscussionsConfig(
  env: Record<string, string | undefined> = process.env,
): DiscussionsConfig {
  const { config, values } = loadServiceConfig('discussions', discussionsConfigSchema, env);
  return { ...config, creationLimits: creationLimitsConfig(values) };
}
