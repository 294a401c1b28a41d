import { pino, type Logger as PinoLogger } from 'pino';

/** The part of a pino logger the event and queue plumbing uses; pass the service's own logger. */
export type Logger = Pick<PinoLogger, 'debug' | 'info' | 'warn' | 'error'>;

export const defaultLogger = (name: string): Logger => pino({ name });
