import { z } from 'zod';
import {
  loadServiceConfig,
  serviceConfigShape,
  type ServiceConfig,
} from '@creators/platform/config/service-config';

/** The shared service variables (PORT, DATABASE_URL, NATS_SUBJECT_PREFIX, EVENT_STREAM, ...); add the service's own here. */
export const challengesConfigSchema = z.object({
  ...serviceConfigShape(4002),
});

export type ChallengesConfig = ServiceConfig;

/** Reads the challenges service's configuration from the environment (defaults work locally). */
export function loadChallengesConfig(
  env: Record<string, string | undefined> = process.env,
): ChallengesConfig {
  return loadServiceConfig('challenges', challengesConfigSchema, env).config;
}
