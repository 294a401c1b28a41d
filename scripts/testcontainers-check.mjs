// `npm run testcontainers-check [-- <integration test file>]`: proves the Testcontainers path of README.md ("A laptop
// with only Docker") on a machine whose PostgreSQL, Redis and NATS answer. It points the three URLs at unused ports,
// so that scripts/lib/local-services.mjs finds none and cannot start them itself, and runs one integration test file
// (default: services/teams/src/test/teams.int.test.ts) with Jest, whose globalSetup then starts the three in
// containers. Passed when Jest passed, the three containers were started, and none of them is left afterwards.
//
// Images: TESTCONTAINERS_POSTGRES_IMAGE, ..._REDIS_IMAGE, ..._NATS_IMAGE, else the upstream ones (postgres:16-alpine,
// redis:7-alpine, nats:2.10-alpine) when the engine has them or can pull them, else the project's own built from
// infra/images/<name>/Dockerfile as creators-programme/<name>:local. The Ryuk reaper is off (its image is upstream
// too): the run's globalTeardown stops the containers, and this script removes any that outlived it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBase, ensureEngine } from './containers/docker.mjs';
import { imageTag } from './containers/targets.mjs';
import { containerImages } from './lib/local-services.mjs';
import { freePorts } from './lib/ports.mjs';

const root = join(import.meta.dirname, '..');
const log = (line) => console.log(`[testcontainers-check] ${line}`);
const file = process.argv[2] || 'services/teams/src/test/teams.int.test.ts';
const NAMES = { postgres: 'POSTGRES', redis: 'REDIS', nats: 'NATS' };

function docker(args, options = {}) {
  const result = spawnSync('docker', args, { encoding: 'utf8', ...options });
  if (result.error)
    throw new Error(`docker ${args[0]}: ${result.error.message} (is the docker client installed?)`);
  return result;
}

/** The image to run for `name`: as configured, else upstream if there, else the project's own, built here. */
async function resolveImage(name, upstream) {
  const configured = process.env[`TESTCONTAINERS_${NAMES[name]}_IMAGE`];
  const image = configured || upstream;
  if (docker(['image', 'inspect', image], { stdio: 'ignore' }).status === 0) return image;
  log(`pulling ${image}...`);
  if (docker(['pull', image], { stdio: 'ignore', timeout: 120_000 }).status === 0) return image;
  if (configured)
    throw new Error(`${image} (TESTCONTAINERS_${NAMES[name]}_IMAGE) is neither here nor pullable`);
  const dockerfile = join(root, 'infra', 'images', name, 'Dockerfile');
  if (!existsSync(dockerfile)) {
    throw new Error(
      `${image} cannot be pulled and ${dockerfile} is missing: build an image yourself and name it in ` +
        `TESTCONTAINERS_${NAMES[name]}_IMAGE`,
    );
  }
  const own = imageTag(name);
  await ensureBase(root, log);
  log(`${image} cannot be pulled: building ${own} from infra/images/${name}/Dockerfile`);
  const built = docker(['build', '--network', 'host', '-t', own, join(root, 'infra', 'images', name)], {
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error(`building ${own} failed`);
  return own;
}

/** The ids of this engine's running containers of `images`. */
function containersOf(images) {
  const { stdout } = docker(['ps', '--no-trunc', '--format', '{{.ID}} {{.Image}}']);
  return stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' '))
    .filter(([, image]) => images.includes(image))
    .map(([id]) => id);
}

// Where no engine answers, the container-engine tool starts one (scripts/containers/docker.mjs).
await ensureEngine(root, log);
const images = {};
for (const [name, upstream] of Object.entries(containerImages({})))
  images[name] = await resolveImage(name, upstream);
const before = new Set(containersOf(Object.values(images)));
const [pgPort, redisPort, natsPort] = await freePorts(3);
const env = {
  ...process.env,
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' '),
  // Nothing answers there, and they are not this machine's default addresses: local-services.mjs must use Docker.
  PG_BASE_URL: `postgresql://postgres@127.0.0.1:${pgPort}`,
  REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  NATS_URL: `nats://127.0.0.1:${natsPort}`,
  TESTCONTAINERS_POSTGRES_IMAGE: images.postgres,
  TESTCONTAINERS_REDIS_IMAGE: images.redis,
  TESTCONTAINERS_NATS_IMAGE: images.nats,
  TESTCONTAINERS_RYUK_DISABLED: 'true',
};
delete env.TEST_POSTGRES_URL;
log(
  `running ${file} with PostgreSQL, Redis and NATS out of reach; images ${Object.values(images).join(', ')}`,
);

const seen = new Set();
const watch = setInterval(() => {
  for (const id of containersOf(Object.values(images))) if (!before.has(id)) seen.add(id);
}, 500);
const jest = spawn(
  'npx',
  ['jest', '--selectProjects', 'integration', '--runInBand', '--forceExit', '--ci', file],
  { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
);
let output = '';
for (const stream of [jest.stdout, jest.stderr]) {
  stream.on('data', (chunk) => {
    output += chunk;
    process.stdout.write(chunk);
  });
}
const code = await new Promise((resolve) => jest.on('close', resolve));
clearInterval(watch);

const problems = [];
if (code !== 0) problems.push(`jest exited ${code}`);
for (const label of ['PostgreSQL', 'Redis', 'NATS with JetStream']) {
  if (!output.includes(`Starting ${label} in a container`))
    problems.push(`${label} was not started in a container`);
}
if (seen.size < 3) problems.push(`${seen.size} containers seen running, expected 3`);
const left = containersOf(Object.values(images)).filter((id) => seen.has(id));
if (left.length) {
  problems.push(`${left.length} containers outlived the run (removed now)`);
  docker(['rm', '-f', ...left], { stdio: 'ignore' });
}
if (problems.length) {
  log(`FAILED: ${problems.join('; ')}`);
  process.exit(1);
}
log(`passed: ${file} against ${seen.size} containers (${Object.values(images).join(', ')}), all stopped`);
