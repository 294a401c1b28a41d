import { z } from 'zod';
import {
  loadServiceConfig,
  serviceConfigShape,
  type ServiceConfig,
} from '@creators/platform/config/service-config';

/** The shared service variables (PORT, DATABASE_URL, NATS_SUBJECT_PREFIX, EVENT_STREAM, ...); add the service's own here. */
export const teamsConfigSchema = z.object({
  ...serviceConfigShape(4003),
});

export type TeamsConfig = ServiceConfig;

/** Reads the teams service's configuration from the environment (defaults work locally). */
export function loadTeamsConfig(env: Record<string, string | undefined> = process.env): TeamsConfig {
  return loadServiceConfig('teams', teamsConfigSchema, env).config;
}
