// The Docker client, and the engine it talks to on this kind of machine: no engine runs by default, and no public
// registry is reachable (docs/operations.md, "Compose on this machine"). ../shared/tools/container-engine starts
// Debian's dockerd on its own socket and builds the node:24-bookworm-slim base locally.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const BASE_IMAGE = 'node:24-bookworm-slim';

/**
 * Runs a command; resolves with { code, stdout, stderr } (never rejects on a non-zero exit).
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, input?: string, onLine?: (line: string) => void }} [options]
 */
export function run(command, args, { env = process.env, cwd, input, onLine } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const lines = (chunk) => onLine && chunk.split('\n').filter(Boolean).forEach(onLine);
    child.stdout.setEncoding('utf8').on('data', (chunk) => ((stdout += chunk), lines(chunk)));
    child.stderr.setEncoding('utf8').on('data', (chunk) => ((stderr += chunk), lines(chunk)));
    child.on('error', (error) => resolve({ code: 127, stdout, stderr: `${stderr}${error.message}` }));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
    child.stdin.end(input);
  });
}

/** Runs a command and returns its stdout; throws with its stderr when it fails. */
export async function runOk(command, args, options) {
  const result = await run(command, args, options);
  if (result.code !== 0) {
    const tail = `${result.stderr}${result.stdout}`.trim().split('\n').slice(-15).join('\n');
    throw new Error(`${command} ${args.join(' ')} exited with ${result.code}\n${tail}`);
  }
  return result.stdout;
}

export const docker = (args, options) => runOk('docker', args, options);

/** The DOCKER_HOST line `container-engine start` prints: `export DOCKER_HOST=unix:///...`. */
export function dockerHostFrom(output) {
  return /^export DOCKER_HOST=(\S+)$/m.exec(output)?.[1] ?? null;
}

const engineTool = (root) =>
  process.env.CONTAINER_ENGINE ?? join(root, '..', 'shared', 'tools', 'container-engine');

/** Makes sure `docker` reaches an engine: the current DOCKER_HOST, else one started by the container-engine tool. */
export async function ensureEngine(root, log) {
  if ((await run('docker', ['version', '--format', '{{.Server.Version}}'])).code === 0) return;
  const tool = engineTool(root);
  if (!existsSync(tool)) throw new Error(`no Docker engine answers, and ${tool} is not there to start one`);
  log(`no Docker engine answers: starting one with ${tool}`);
  const host = dockerHostFrom(await runOk(tool, ['start']));
  if (!host) throw new Error(`${tool} start did not print DOCKER_HOST`);
  process.env.DOCKER_HOST = host;
  await docker(['version', '--format', '{{.Server.Version}}']);
}

export async function imageExists(tag) {
  return (await run('docker', ['image', 'inspect', tag])).code === 0;
}

/** The base image every image starts from; built locally by the container-engine tool when missing. */
export async function ensureBase(root, log) {
  if (await imageExists(BASE_IMAGE)) return;
  log(`${BASE_IMAGE} is missing: building it with the container-engine tool (about a minute)`);
  await runOk(engineTool(root), ['base']);
}

/** Debian's compose client, installed the way the engine's packages are (apt-get, waiting for the lock). */
const INSTALL_COMPOSE = ['apt-get', '-o', 'DPkg::Lock::Timeout=300', 'install', '-y', 'docker-compose'];

/**
 * `docker compose` (the v2 plugin) when the client has it, else Debian's `docker-compose` (1.29), installed with
 * apt-get when neither is there (as root, else through sudo). `exec` is for the tests.
 */
export async function composeCommand(log = console.log, exec = run) {
  if ((await exec('docker', ['compose', 'version'])).code === 0) return ['docker', 'compose'];
  if ((await exec('docker-compose', ['version'])).code === 0) return ['docker-compose'];
  log("neither `docker compose` nor `docker-compose` is installed: installing Debian's docker-compose");
  const asRoot = process.getuid?.() === 0;
  const [command, ...args] = asRoot ? INSTALL_COMPOSE : ['sudo', '-n', ...INSTALL_COMPOSE];
  const installed = await exec(command, args, {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (installed.code === 0 && (await exec('docker-compose', ['version'])).code === 0)
    return ['docker-compose'];
  const tail = `${installed.stderr}${installed.stdout}`.trim().split('\n').slice(-5).join('\n');
  throw new Error(
    `neither \`docker compose\` nor \`docker-compose\` is installed, and installing Debian's docker-compose failed:\n${tail}`,
  );
}
