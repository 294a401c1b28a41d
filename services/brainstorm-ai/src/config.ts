import { z } from 'zod';
import {
  loadServiceConfig,
  serviceConfigShape,
  type ServiceConfig,
} from '@creators/platform/config/service-config';
import { islaConfigShape, toIslaConfig, type IslaConfig } from './isla.config.js';

/** The shared service variables (PORT, DATABASE_URL, NATS_SUBJECT_PREFIX, EVENT_STREAM, ...) and Isla's (queues, providers). */
export const brainstormAiConfigSchema = z.object({
  ...serviceConfigShape(4005),
  ...islaConfigShape,
});

export interface BrainstormAiConfig extends ServiceConfig {
  /** Queues, job timeouts and providers (see isla.config.ts); the worker process reads the same variables. */
  isla: IslaConfig;
}

/** Reads the brainstorm-ai service's configuration from the environment (defaults work locally). */
export function loadBrainstormAiConfig(
  env: Record<string, string | undefined> = process.env,
): BrainstormAiConfig {
  const { config, values } = loadServiceConfig('brainstorm-ai', brainstormAiConfigSchema, env);
  return { ...config, isla: toIslaConfig(values) };
}
