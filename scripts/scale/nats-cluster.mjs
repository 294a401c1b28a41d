// A three-node NATS JetStream cluster of this machine's nats-server, on loopback ports, each node with its own
// store directory. Nodes can be killed and started again (with their store, as a restarted pod keeps its volume).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitForPort } from '../lib/local-services.mjs';

export const NATS_SERVER = process.env.NATS_SERVER_BIN || '/usr/sbin/nats-server';

/**
 * The configuration file of one node: its own name, client port and store, and routes to every node's cluster port
 * (its own included, which nats-server ignores), so any node that comes back finds the others.
 * @param {{ name: string, port: number, routePort: number, routePorts: number[], storeDir: string,
 *   logFile: string, cluster?: string }} node
 */
export function natsNodeConfig({ name, port, routePort, routePorts, storeDir, logFile, cluster = 'scale' }) {
  const quote = (text) => JSON.stringify(text);
  return [
    `server_name: ${quote(name)}`,
    `listen: "127.0.0.1:${port}"`,
    `log_file: ${quote(logFile)}`,
    `jetstream {`,
    `  store_dir: ${quote(storeDir)}`,
    `}`,
    `cluster {`,
    `  name: ${quote(cluster)}`,
    `  listen: "127.0.0.1:${routePort}"`,
    `  routes: [${routePorts.map((p) => `"nats-route://127.0.0.1:${p}"`).join(', ')}]`,
    `}`,
    '',
  ].join('\n');
}

/**
 * Starts the nodes and waits until each answers on its client port.
 * @param {{ dir: string, logDir: string, ports: number[], routePorts: number[] }} options  one port and route port a node
 * @returns {Promise<{ url: string, nodes: { name: string, url: string, kill: () => Promise<void>,
 *   start: () => Promise<boolean> }[], stop: () => Promise<void> }>}  url: every node, comma-separated (NATS_URL)
 */
export async function startNatsCluster({ dir, logDir, ports, routePorts }) {
  if (!existsSync(NATS_SERVER))
    throw new Error(`nats-server not found at ${NATS_SERVER} (set NATS_SERVER_BIN)`);
  const nodes = ports.map((port, i) => {
    const name = `scale-n${i + 1}`;
    const storeDir = join(dir, name);
    mkdirSync(storeDir, { recursive: true });
    const file = join(dir, `${name}.conf`);
    writeFileSync(
      file,
      natsNodeConfig({
        name,
        port,
        routePort: routePorts[i],
        routePorts,
        storeDir,
        logFile: join(logDir, `${name}.log`),
      }),
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
    return { name, url: `nats://127.0.0.1:${port}`, start, kill };
  });
  const stop = () => Promise.all(nodes.map((node) => node.kill('SIGTERM'))).then(() => undefined);
  const up = await Promise.all(nodes.map((node) => node.start()));
  if (up.includes(false)) {
    await stop();
    throw new Error(`NATS nodes did not start (logs in ${logDir})`);
  }
  return { url: nodes.map((node) => node.url).join(','), nodes, stop };
}
