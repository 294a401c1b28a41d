import { z } from 'zod';
import {
  loadServiceConfig,
  serviceConfigShape,
  type ServiceConfig,
} from '@creators/platform/config/service-config';

/** The shared service variables (PORT, DATABASE_URL, NATS_SUBJECT_PREFIX, EVENT_STREAM, ...); add the service's own here. */
export const showcaseConfigSchema = z.object({
  ...serviceConfigShape(4004),
});

export type ShowcaseConfig = ServiceConfig;

/** Reads the showcase service's configuration from the environment (defaults work locally). */
export function loadShowcaseConfig(env: Record<string, string | undefined> = process.env): ShowcaseConfig {
  return loadServiceConfig('showcase', showcaseConfigSchema, env).config;
}
