// Where PostgreSQL, Redis and NATS come from for `npm start` and the tests: a pure decision, so that it can be
// unit-tested without the services or Docker (scripts/lib/service-plan.test.mjs).

export const SERVICE_NAMES = ['postgres', 'redis', 'nats'];

const LABELS = { postgres: 'PostgreSQL', redis: 'Redis', nats: 'NATS' };

/**
 * @param {object} facts
 * @param {Record<string, boolean>} facts.answering which services answer already (by name in SERVICE_NAMES)
 * @param {Record<string, boolean>} facts.startable which of them this machine can start itself
 * @param {boolean} facts.dockerAnswers whether a Docker engine answers (for Testcontainers)
 * @returns {{ action: 'use-local' }
 *   | { action: 'start-local', services: string[] }
 *   | { action: 'start-containers', services: string[] }
 *   | { action: 'fail', services: string[], message: string }}
 */
export function planServices({ answering, startable, dockerAnswers }) {
  const missing = SERVICE_NAMES.filter((name) => !answering[name]);
  if (missing.length === 0) return { action: 'use-local' };
  if (missing.every((name) => startable[name])) return { action: 'start-local', services: missing };
  if (dockerAnswers) return { action: 'start-containers', services: missing };
  const names = missing.map((name) => LABELS[name]).join(', ');
  return {
    action: 'fail',
    services: missing,
    message:
      `${names} not answering, this machine cannot start ${missing.length > 1 ? 'them' : 'it'}, and no Docker engine answers. ` +
      'Start Docker (Testcontainers then runs them in containers), or install and start them locally, ' +
      'or point PG_BASE_URL / REDIS_URL / NATS_URL at running ones.',
  };
}
