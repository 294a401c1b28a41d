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
export const challengesConfigSchema = z.object({
  ...serviceConfigShape(4002),
  ...creationLimitsConfigShape('challenges'),
});

export interface ChallengesConfig extends ServiceConfig {
  /** Creations per user per window (CREATION_LIMIT_*). */
  creationLimits: CreationLimitsConfig;
}

/** Reads the challenges service's configuration from the environment (defaults work locally). */
export function loadChallengesConfig(
  env: Record<string, string | undefined> = process.env,
): ChallengesConfig {
  const { config, values } = loadServiceConfig('challenges', challengesConfigSchema, env);
  return { ...config, creationLimits: creationLimitsConfig(values) };
}
