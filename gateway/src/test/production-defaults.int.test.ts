import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_DIR } from './harness.js';

/** Every process of a deployment: the gateway, the seven services and the AI worker. */
const ENTRIES = [
  'gateway/dist/main.js',
  'services/identity/dist/main.js',
  'services/challenges/dist/main.js',
  'services/teams/dist/main.js',
  'services/showcase/dist/main.js',
  'services/brainstorm-ai/dist/main.js',
  'services/brainstorm-ai/dist/worker.js',
  'services/discussions/dist/main.js',
  'services/programmes/dist/main.js',
];

/** The parts that sign or check the gateway's context; the worker does neither and holds no GATEWAY_SECRET. */
const CONTEXT_ENTRIES = ENTRIES.filter((entry) => !entry.endsWith('/worker.js'));

/** Runs an entry with `env` until it exits (or is killed after 60 s); its exit code and output. */
function run(entry: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(REPO_DIR, entry)], {
      cwd: path.join(REPO_DIR, entry.split('/dist/')[0]),
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, output });
    });
  });
}

test('in production every part that signs or checks the context refuses to start without a GATEWAY_SECRET, and says why', async () => {
  // A short or the development secret is refused by the same rule (platform config.test.ts).
  for (const entry of CONTEXT_ENTRIES) {
    const { code, output } = await run(entry, {
      NODE_ENV: 'production',
      // Nothing is reached: the configuration is refused before any connection is made.
      NATS_URL: 'nats://127.0.0.1:1',
      REDIS_URL: 'redis://127.0.0.1:1',
      DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/none',
    });
    assert.equal(code, 1, `${entry} exits with 1:\n${output}`);
    const fatal = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; err?: { message?: string } })
      .find((line) => line.level === 60);
    const message = fatal?.err?.message ?? '';
    assert.match(
      message,
      /GATEWAY_SECRET: must be set in production \(32\+ characters\)/,
      `${entry}:\n${output}`,
    );
    assert.match(message, /signs the context the gateway sends the services/);
  }
});

test('outside production every part that checks the signed context refuses the public default secret when it listens beyond loopback', async () => {
  for (const entry of CONTEXT_ENTRIES) {
    const { code, output } = await run(entry, {
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      NATS_URL: 'nats://127.0.0.1:1',
      REDIS_URL: 'redis://127.0.0.1:1',
      DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/none',
    });
    assert.equal(code, 1, `${entry} exits with 1:\n${output}`);
    assert.match(
      output,
      /GATEWAY_SECRET: must be set \(not the public development default\) when HOST \(0\.0\.0\.0\) is not a loopback address/,
      `${entry}:\n${output}`,
    );
  }
});
