// This machine's nats-server with JetStream on loopback ports, each node with its own store directory: a three-node
// cluster (scale-check) or one server (the fault suite). Nodes can be killed and started again with their store, as
// a restarted pod keeps its volume.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitForPort } from '../lib/local-services.mjs';

export const NATS_SERVER = process.env.NATS_SERVER_BIN || '/usr/sbin/nats-server';

/**
 * The configuration file of one node: its own name, client port and store, and, in a cluster, routes to every
 * node's cluster port (its own included, which nats-server ignores), so any node that comes back finds the others.
 * Without `routePort` the node runs alone.
 * @param {{ name: string, port: number, routePort?: number, routePorts?: number[], storeDir: string,
 *   logFile: string, cluster?: string }} node
 */
export function natsNodeConfig({
  name,
  port,
  routePort,
  routePorts = [],
  storeDir,
  logFile,
  cluster = 'scale',
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
    '',
  ].join('\n');
}

/**
 * One node: its configuration and store under `dir`, its log in `logDir`; not started yet.
 * @returns {{ name: string, url: string, start: () => Promise<boolean>, kill: (signal?: NodeJS.Signals) => Promise<void> }}
 *   start: true once the node answers on its client port
 */
function natsNode({ dir, logDir, name, port, routePort, routePorts }) {
  const storeDir = join(dir, name);
  mkdirSync(storeDir, { recursive: true });
  const file = join(dir, `${name}.conf`);
  const logFile = join(logDir, `${name}.log`);
  writeFileSync(file, natsNodeConfig({ name, port, routePort, routePorts, storeDir, logFile }));
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
  return { name, url: `nats://127.0.0.1:${port}`, start, kill };
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
  return { url: nodes.map((node) => node.url).join(','), nodes, stop };
}

/**
 * Starts a cluster, one node per port, and waits until each answers on its client port.
 * @param {{ dir: string, logDir: string, ports: number[], routePorts: number[] }} options  one port and route port a node
 * @returns {Promise<{ url: string, nodes: ReturnType<typeof natsNode>[], stop: () => Promise<void> }>}
 *   url: every node, comma-separated (NATS_URL)
 */
export function startNatsCluster({ dir, logDir, ports, routePorts }) {
  const nodes = ports.map((port, i) =>
    natsNode({ dir, logDir, name: `scale-n${i + 1}`, port, routePort: routePorts[i], routePorts }),
  );
  return startNodes(nodes, logDir);
}

/**
 * Starts one server with JetStream (`nats-server -js -sd <dir>/<name>` on `port`) and waits until it answers.
 * @param {{ dir: string, logDir: string, port: number, name?: string }} options
 * @returns {Promise<{ url: string, nodes: ReturnType<typeof natsNode>[], stop: () => Promise<void> }>}
 */
export function startNatsServer({ dir, logDir, port, name = 'nats' }) {
  return startNodes([natsNode({ dir, logDir, name, port })], logDir);
}
