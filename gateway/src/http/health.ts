import { Router } from 'express';

export interface ReadinessChecks {
  [name: string]: () => boolean;
}

/** GET /health/live (the process answers) and GET /health/ready (every check passes, else 503 naming them). */
export function healthRouter(checks: ReadinessChecks): Router {
  const router = Router();
  router.get('/health/live', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/health/ready', (_req, res) => {
    const results = Object.fromEntries(Object.entries(checks).map(([name, check]) => [name, safe(check)]));
    const ready = Object.values(results).every(Boolean);
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ready ? 'ok' : 'unavailable', checks: results });
  });
  return router;
}

function safe(check: () => boolean): boolean {
  try {
    return check();
  } catch {
    return false;
  }
}
