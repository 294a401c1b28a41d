// This machine's nats-server with JetStream on loopback ports, each node with its own store directory: a three-node
// cluster (scale-check) or one server (the fault suite, startSystem). Nodes can be killed and started again with their
// store, as a restarted pod keeps its volume. With `authorization` (natsAuthorization of @creators/platform), every
// part signs in as its own user and may use only its own subjects (docs/reliability.md "Trust boundaries").
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitForPort } from '../lib/local-services.mjs';

export const NATS_SERVER = process.env.NATS_SERVER_BIN || '/usr/sbin/nats-server';

/**
 * The configuration file of one node: its own name, client port and store, and, in a cluster, routes to every
 * node's cluster port (its own included, which nats-server ignores), so any node that comes back finds the others.
 * Without `routePort` the node runs alone. `authorization`: an `authorization { ... }` block, appended as it is.
 * @param {{ name: string, port: number, routePort?: number, routePorts?: number[], storeDir: string,
 *   logFile: string, cluster?: string, authorization?: string }} node
 */
export function natsNodeConfig({
  name,
  port,
  routePort,
  routePorts = [],
  storeDir,
  logFile,
  cluster = 'scale',
  authorization,
}) {
  const quote = (text) => JSON.stringify(text);
  return [
    `server_name: ${quote(name)}`,
    `listen: "127.0.0.1:${port}"`,
    `log_file: ${quote(logFile)}`,
    `jetstream {`,
    `  store_dir: ${quote(storeDir)}`,
    `}`,
    ...(routePort === undefined
      ? []
      : [
          `cluster {`,
          `  name: ${quote(cluster)}`,
          `  listen: "127.0.0.1:${routePort}"`,
          `  routes: [${routePorts.map((p) => `"nats-route://127.0.0.1:${p}"`).join(', ')}]`,
          `}`,
        ]),
    ...(authorization ? [authorization] : []),
    '',
  ].join('\n');
}

/**
 * The lines of nats-server logs that tell of a client refused: a publish or subscription outside its permissions, or
 * a connection with wrong credentials. A system that runs as it should leaves none.
 * @param {string[]} logFiles
 */
export function natsViolations(logFiles) {
  return logFiles.flatMap((file) =>
    existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) =>
            /(Publish|Subscription|Permissions|Authorization) Violation|authentication error/.test(line),
          )
      : [],
  );
}

/**
 * One node: its configuration and store under `dir`, its log in `logDir`; not started yet.
 * @returns {{ name: string, url: string, start: () => Promise<boolean>, kill: (signal?: NodeJS.Signals) => Promise<void> }}
 *   start: true once the node answers on its client port
 */
function natsNode({ dir, logDir, name, port, routePort, routePorts, authorization }) {
  const storeDir = join(dir, name);
  mkdirSync(storeDir, { recursive: true });
  const file = join(dir, `${name}.conf`);
  const logFile = join(logDir, `${name}.log`);
  // It may hold passwords: readable by this user only.
  writeFileSync(
    file,
    natsNodeConfig({ name, port, routePort, routePorts, storeDir, logFile, authorization }),
    { mode: 0o600 },
  );
  let child = null;
  const start = async () => {
    child = spawn(NATS_SERVER, ['-c', file], { stdio: 'ignore' });
    return waitForPort(port, { timeoutMs: 30_000 });
  };
  const kill = (signal = 'SIGKILL') =>
    new Promise((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return { name, url: `nats://127.0.0.1:${port}`, logFile, start, kill };
}

/** Starts the nodes and waits until each answers; stops them all if one does not. */
async function startNodes(nodes, logDir) {
  if (!existsSync(NATS_SERVER))
    throw new Error(`nats-server not found at ${NATS_SERVER} (set NATS_SERVER_BIN)`);
  const stop = () => Promise.all(nodes.map((node) => node.kill('SIGTERM'))).then(() => undefined);
  const up = await Promise.all(nodes.map((node) => node.start()));
  if (up.includes(false)) {
    await stop();
    throw new Error(`NATS did not start (logs in ${logDir})`);
  }
  return {
    url: nodes.map((node) => node.url).join(','),
    nodes,
    stop,
    violations: () => natsViolations(nodes.map((node) => node.logFile)),
  };
}

/**
 * Starts a cluster, one node per port, and waits until each answers on its client port.
 * @param {{ dir: string, logDir: string, ports: number[], routePorts: number[], authorization?: string }} options
 *   one port and route port a node
 * @returns {Promise<NatsServers>} url: every node, comma-separated (NATS_URL)
 */
export function startNatsCluster({ dir, logDir, ports, routePorts, authorization }) {
  const nodes = ports.map((port, i) =>
    natsNode({
      dir,
      logDir,
      name: `scale-n${i + 1}`,
      port,
      routePort: routePorts[i],
      routePorts,
      authorization,
    }),
  );
  return startNodes(nodes, logDir);
}

/**
 * Starts one server with JetStream (its store in `<dir>/<name>`, on `port`) and waits until it answers.
 * @param {{ dir: string, logDir: string, port: number, name?: string, authorization?: string }} options
 * @returns {Promise<NatsServers>}
 */
export function startNatsServer({ dir, logDir, port, name = 'nats', authorization }) {
  return startNodes([natsNode({ dir, logDir, name, port, authorization })], logDir);
}

/**
 * @typedef {object} NatsServers
 * @property {string} url
 * @property {ReturnType<typeof natsNode>[]} nodes
 * @property {() => Promise<void>} stop
 * @property {() => string[]} violations  refused clients, from the nodes' logs (natsViolations)
 */
