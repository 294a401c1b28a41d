import { z } from 'zod';
import { TEAM_CHAT_LIMITS } from '@creators/contracts';
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
export const teamsConfigSchema = z.object({
  ...serviceConfigShape(4003),
  ...creationLimitsConfigShape('teams'),
  /** Chat messages a person may post or edit per minute (docs/product.md §11.6). */
  TEAM_CHAT_WRITES_PER_MINUTE: z.coerce.number().int().positive().default(TEAM_CHAT_LIMITS.writesPerMinute),
});

export interface TeamsConfig extends ServiceConfig {
  /** Creations per user per window (CREATION_LIMIT_*). */
  creationLimits: CreationLimitsConfig;
  /** Chat messages a person may post or edit per minute (TEAM_CHAT_WRITES_PER_MINUTE). */
  chatWritesPerMinute: number;
}

/** Reads the teams service's configuration from the environment (defaults work locally). */
export function loadTeamsConfig(env: Record<string, string | undefined> = process.env): TeamsConfig {
  const { config, values } = loadServiceConfig('teams', teamsConfigSchema, env);
  return {
    ...config,
    creationLimits: creationLimitsConfig(values),
    chatWritesPerMinute: values.TEAM_CHAT_WRITES_PER_MINUTE,
  };
}
