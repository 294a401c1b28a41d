import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

type Level = 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal';

/** Nest's LoggerService on top of a pino logger, so Nest's own lines come out as the same JSON. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...optional: unknown[]) {
    this.write('info', message, optional);
  }
  error(message: unknown, ...optional: unknown[]) {
    this.write('error', message, optional, true);
  }
  warn(message: unknown, ...optional: unknown[]) {
    this.write('warn', message, optional);
  }
  debug(message: unknown, ...optional: unknown[]) {
    this.write('debug', message, optional);
  }
  verbose(message: unknown, ...optional: unknown[]) {
    this.write('trace', message, optional);
  }
  fatal(message: unknown, ...optional: unknown[]) {
    this.write('fatal', message, optional, true);
  }

  private write(level: Level, message: unknown, optional: unknown[], mayHaveStack = false) {
    // Nest passes (message, context) or, for errors, (message, stack, context).
    const rest = [...optional];
    const context =
      rest.length > 0 && typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    const stack = mayHaveStack && typeof rest[0] === 'string' ? (rest.shift() as string) : undefined;
    const bindings: Record<string, unknown> = {};
    if (context) bindings.context = context;
    if (stack) bindings.stack = stack;
    if (message instanceof Error) {
      this.logger[level]({ ...bindings, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.logger[level]({ ...bindings, ...(message as object) });
    } else {
      this.logger[level](bindings, String(message));
    }
  }
}
