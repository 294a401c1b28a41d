// The compose stack of a check: its own project name, a temporary env file (the secrets of
// infra/compose-secrets.sh, mail off, the gateway on a free port, the stateful images built from infra/images) and
// a small override file for the simulated people, then docker-compose.yml as it is.
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SIMULATED_PEOPLE_ENV } from '../lib/simulated-people-env.mjs';
import { docker, run, runOk } from './docker.mjs';
import { STATEFUL, imageTag } from './targets.mjs';

/** The parts that read the limits SIMULATED_PEOPLE_ENV lifts: every simulated person shares one address. */
const LIMITED = ['gateway', 'identity', 'challenges', 'teams', 'showcase', 'brainstorm-ai', 'discussions'];

/**
 * Their healthchecks on a loaded machine (2 shared cores): each probe starts a Node process, which alone may take
 * longer than compose's 3 s, and eight parts starting at once may need longer than the 30 s start period plus five
 * failed probes; compose then calls the part unhealthy and `up` fails. The check allows more; a healthy part passes
 * as soon as one probe answers, so this only waits longer, and docker-compose.yml keeps its own values.
 */
export const PATIENT_HEALTHCHECK = { timeout: '30s', start_period: '5m' };

/**
 * The override file's text (JSON is YAML): the simulated people's limits lifted on the parts that apply them, and
 * patient healthchecks for every part that runs Node.
 */
export function overrideFile() {
  // programmes applies none of those limits (it runs Node all the same).
  const parts = [...LIMITED, 'brainstorm-worker', 'programmes'];
  return JSON.stringify(
    {
      services: Object.fromEntries(
        parts.map((name) => [
          name,
          {
            ...(LIMITED.includes(name) ? { environment: SIMULATED_PEOPLE_ENV } : {}),
            healthcheck: PATIENT_HEALTHCHECK,
          },
        ]),
      ),
    },
    null,
    2,
  );
}

/**
 * The settings a check adds to the secrets: mail off, its own port and address, the locally built stores (and
 * PgBouncer); with `pgbouncer`, the services' queries go through it (docs/operations.md, "PgBouncer (optional)").
 */
export function checkSettings(gatewayPort, { pgbouncer = false } = {}) {
  return {
    MAIL_DISABLED: 'true',
    GATEWAY_PORT: String(gatewayPort),
    PUBLIC_URL: `http://localhost:${gatewayPort}`,
    LOG_LEVEL: 'warn',
    ...Object.fromEntries(STATEFUL.map(({ name, variable }) => [variable, imageTag(name)])),
    ...(pgbouncer ? { DATABASE_HOST: 'pgbouncer:5432' } : {}),
  };
}

/**
 * Writes the env and override files into `dir` and returns the stack's commands; with `pgbouncer`, every command
 * has the profile pgbouncer on.
 * @param {{ root: string, dir: string, project: string, gatewayPort: number, command: string[], pgbouncer?: boolean }} options
 */
export async function prepareStack({ root, dir, project, gatewayPort, command, pgbouncer = false }) {
  const envFile = join(dir, '.env');
  await runOk('sh', [join(root, 'infra', 'compose-secrets.sh'), envFile]);
  appendFileSync(
    envFile,
    Object.entries(checkSettings(gatewayPort, { pgbouncer }))
      .map(([key, value]) => `${key}=${value}\n`)
      .join(''),
  );
  const override = join(dir, 'check.yml');
  writeFileSync(override, overrideFile());
  const [program, ...first] = command;
  const base = [
    ...first,
    '-p',
    project,
    '--env-file',
    envFile,
    '-f',
    join(root, 'docker-compose.yml'),
    '-f',
    override,
    ...(pgbouncer ? ['--profile', 'pgbouncer'] : []),
  ];
  const compose = (args, options) => runOk(program, [...base, ...args], { cwd: root, ...options });
  const baseUrl = `http://127.0.0.1:${gatewayPort}`;

  /** The ids of a service's containers (running or not). */
  const containers = async (service) =>
    (
      await docker([
        'ps',
        '-aq',
        '--filter',
        `label=com.docker.compose.project=${project}`,
        '--filter',
        `label=com.docker.compose.service=${service}`,
      ])
    )
      .split('\n')
      .filter(Boolean);

  /** A container's health (healthy, starting, unhealthy) or state when it has no healthcheck. */
  const health = async (id) =>
    (
      await run('docker', [
        'inspect',
        '--format',
        '{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}',
        id,
      ])
    ).stdout.trim();

  /** Whether the gateway answers ready on its published port. */
  const ready = async () => {
    // A timer of its own, not AbortSignal.timeout (unreferenced): while the gateway starts, docker-proxy may hold
    // the connection with nothing else keeping Node's event loop alive, and the check would end mid-await.
    const controller = new globalThis.AbortController();
    const timer = setTimeout(() => controller.abort(), 3_000);
    try {
      const response = await fetch(`${baseUrl}/health/ready`, { signal: controller.signal });
      return response.status === 200;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    baseUrl,
    compose,
    containers,
    health,
    ready,
    up: (workers = 1) =>
      compose(['up', '-d', '--no-build', '--scale', `brainstorm-worker=${workers}`], { env: process.env }),
    down: (volumes = false) => compose(['down', '--remove-orphans', ...(volumes ? ['-v'] : [])]),
    logs: (service) =>
      run(command[0], [...base, 'logs', '--no-color', '--tail', '40', service], { cwd: root }),
  };
}
