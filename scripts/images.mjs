// `npm run images`: builds every image of the deployment on this machine and prints what each holds.
//   the runtime targets of infra/Dockerfile (gateway, the services, the worker, the migration), tagged
//   creators-programme/<target>:local as docker-compose.yml names them, and the stateful images of infra/images
//   (PostgreSQL, Redis, NATS from Debian's packages; docker-compose.yml picks them with POSTGRES_IMAGE and so on).
// Starts the container engine when none answers and builds the node:24-bookworm-slim base when it is missing
// (docs/operations.md, "Compose on this machine"). Builds use the cache: 10 to 25 minutes the first time on 2 cores.
// Each build's output goes to .run/images-logs/<image>.log. Exit 1 when any build or measurement fails.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBase, ensureEngine, run } from './containers/docker.mjs';
import { formatTable, measureImage } from './containers/inventory.mjs';
import { buildPlan } from './containers/targets.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const log = (line) =>
  console.log(`[images] ${((Date.now() - started) / 1000).toFixed(0).padStart(4)}s ${line}`);

/** Builds every image of the plan (the legacy builder: BuildKit would fetch the Dockerfile's syntax image). */
export async function buildImages({ only } = {}) {
  await ensureEngine(root, log);
  await ensureBase(root, log);
  const plan = buildPlan(readFileSync(join(root, 'infra', 'Dockerfile'), 'utf8')).filter(
    (image) => !only || only.includes(image.name),
  );
  const logDir = join(root, '.run', 'images-logs');
  mkdirSync(logDir, { recursive: true });
  const built = [];
  for (const image of plan) {
    const start = Date.now();
    const result = await run('docker', ['build', '--network', 'host', '-t', image.tag, ...image.args], {
      cwd: root,
      env: { ...process.env, DOCKER_BUILDKIT: '0' },
    });
    const file = join(logDir, `${image.name}.log`);
    writeFileSync(file, `${result.stdout}${result.stderr}`);
    if (result.code !== 0) {
      console.error(`${result.stdout}${result.stderr}`.trim().split('\n').slice(-20).join('\n'));
      throw new Error(`building ${image.tag} failed (exit ${result.code}; ${file})`);
    }
    const seconds = (Date.now() - start) / 1000;
    log(`built ${image.tag} in ${seconds.toFixed(0)} s`);
    built.push({ ...image, seconds });
  }
  return built;
}

async function main() {
  const built = await buildImages();
  const rows = [];
  for (const image of built)
    rows.push({ image: image.tag, seconds: image.seconds, ...(await measureImage(image.tag)) });
  console.log(formatTable(rows));
  console.log(
    'npm packages: directories node_modules/[@scope/]<name> with a package.json under /app (nested copies each count); ' +
      'Debian packages: dpkg-query -W',
  );
  log(`images: ${built.length} built`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`[images] FAILED: ${error.message}`);
    process.exit(1);
  });
}
