import { pino, type DestinationStream, type Logger } from 'pino';

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

/**
 * JSON logger for a service: one object per line with `service: name`, level from LOG_LEVEL (default
 * info) and secrets replaced by "[Redacted]". `destination` is for tests; stdout otherwise.
 */
export function createLogger(name: string, destination?: DestinationStream): Logger {
  const options = {
    level: process.env.LOG_LEVEL || 'info',
    base: { service: name },
    redact: { paths: REDACTED_PATHS },
  };
  return destination ? pino(options, destination) : pino(options);
}
