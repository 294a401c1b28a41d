import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Histogram, type Registry } from 'prom-client';

/** What Express leaves on a request once a route matched: `route.path` is the template (`/api/teams/:id`). */
type RoutedRequest = IncomingMessage & { route?: { path?: unknown }; baseUrl?: string };

/** The route label of a request no route template matched (static files, 404s): raw paths would be unbounded. */
export const OTHER_ROUTE = '(other)';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The route template a request matched: Express' route (under its router's mount path), or the mount path alone. */
export function routeLabel(req: RoutedRequest): string {
  const base = typeof req.baseUrl === 'string' ? req.baseUrl : '';
  if (typeof req.route?.path === 'string') return `${base}${req.route.path}` || '/';
  return base || OTHER_ROUTE;
}

/**
 * HTTP middleware: every answered request is observed in `http_request_duration_seconds` and, with a 5xx status,
 * counted in `http_request_errors_total`, by method, route template and status.
 */
export function httpMetrics(registry: Registry) {
  const labelNames = ['method', 'route', 'status'] as const;
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route template and status.',
    labelNames,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'Requests answered with a 5xx status, by method, route template and status.',
    labelNames,
    registers: [registry],
  });
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const method = METHODS.has(req.method ?? '') ? req.method! : 'OTHER';
      const labels = { method, route: routeLabel(req), status: String(res.statusCode) };
      duration.observe(labels, seconds);
      if (res.statusCode >= 500) errors.inc(labels);
    });
    next();
  };
}
