import { pino, type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './request-id.js';

export type { Logger } from 'pino';

export const REDACTED_PATHS = [
  'password',
  '*.password',
  'passwordHash',
  '*.passwordHash',
  'cookie',
  'headers.cookie',
  '*.headers.cookie',
];

/** Every line logged while a request (or a job) is handled carries its id (see request-id.ts). */
function requestIdMixin(): { requestId?: string } {
  const requestId = currentRequestId();
  return requestId ? { requestId } : {};
}

/**
 * JSON logger for a service: one object per line with `service: name`, the `requestId` of the request it is
 * handling, level from LOG_LEVEL (default info) and secrets replaced by "[Redacted]". `destination` is for
 * tests; stdout otherwise.
 */
export function createLogger(name: string, destination?: DestinationStream): Logger {
  const options = {
    level: process.env.LOG_LEVEL || 'info',
    base: { service: name },
    redact: { paths: REDACTED_PATHS },
    mixin: requestIdMixin,
  };
  return destination ? pino(options, destination) : pino(options);
}
