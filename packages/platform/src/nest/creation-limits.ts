import type { Provider } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CreationLimits, type CreationLimitsConfig } from '../rate-limits/creation-limits.js';
import { REDIS } from './service-infrastructure.js';

/**
 * Provides CreationLimits (the class is the token) counted in the service's Redis: pass it in the `providers` of
 * ServiceInfrastructureModule.register together with `redis: true`.
 */
export const creationLimitsProvider = (config: CreationLimitsConfig): Provider => ({
  provide: CreationLimits,
  inject: [REDIS],
  useFactory: (redis: Redis | null) => new CreationLimits(redis, config),
});
