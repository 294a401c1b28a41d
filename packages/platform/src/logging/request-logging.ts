import { AsyncResource } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

/**
 * One line per HTTP request (method, path, status, duration in ms) at `level`; health probes are left out. The
 * line is written under the request's id (request-id.ts), like every other line of the request.
 */
export function requestLogging(logger: Logger, level: 'info' | 'debug' = 'info') {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const path = (req.url ?? '/').split('?', 1)[0];
    if (path.startsWith('/health/') || !logger.isLevelEnabled(level)) return next();
    const started = process.hrtime.bigint();
    // Bound, so that the line is written in the request's context (with its id) whatever ends the response.
    res.on(
      'finish',
      AsyncResource.bind(() => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        logger[level](
          { method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 },
          'request',
        );
      }),
    );
    next();
  };
}
