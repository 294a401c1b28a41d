import { pino } from 'pino';
import type { Logger } from '../logger.js';

export interface LogEntry {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** A pino logger that keeps its entries in memory (errors are level 50, warnings 40). */
export function captureLogger(): { logger: Logger; entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const logger = pino(
    { level: 'debug' },
    { write: (line: string) => void entries.push(JSON.parse(line) as LogEntry) },
  );
  return { logger, entries };
}

export const silentLogger: Logger = pino({ level: 'silent' });
