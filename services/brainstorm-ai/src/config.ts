import { z } from 'zod';
import { loadServiceConfig, serviceConfigShape, type ServiceConfig } from '@creators/platform/config/service-config';

/** The shared service variables (PORT, DATABASE_URL, NATS_SUBJECT_PREFIX, EVENT_STREAM, ...); add the service's own here. */
export const brainstormAiConfigSchema = z.object({
  ...serviceConfigShape(4005),
});

export type BrainstormAiConfig = ServiceConfig;

/** Reads the brainstorm-ai service's configuration from the environment (defaults work locally). */
export function loadBrainstormAiConfig(env: Record<string, string | undefined> = process.env): BrainstormAiConfig {
  return loadServiceConfig('brainstorm-ai', brainstormAiConfigSchema, env).config;
}
