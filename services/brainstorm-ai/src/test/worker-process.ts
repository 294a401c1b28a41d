import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';

export const WORKER_ENTRY = fileURLToPath(new URL('../../dist/worker.js', import.meta.url));
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface WorkerProcess {
  child: ChildProcess;
  /** The health port, once the worker logged that it is ready. */
  ready: Promise<number>;
  /** Everything it logged so far (for failure messages). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** Starts dist/worker.js as a child process, as the start script does, with its health server on a free port. */
export function spawnWorker(env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, [WORKER_ENTRY], {
    env: { ...process.env, LOG_LEVEL: 'info', WORKER_PORT: '0', REDIS_URL, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const ready = new Promise<number>((resolve, reject) => {
    const onData = (chunk: string) => {
      output += chunk;
      for (const line of output.split('\n')) {
        if (!line.includes('worker ready')) continue;
        try {
          resolve((JSON.parse(line) as { port: number }).port);
        } catch {
          /* a partial line: wait for the rest */
        }
      }
    };
    child.stdout!.setEncoding('utf8').on('data', onData);
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    void exited.then((code) => reject(new Error(`worker exited (${code}) before it was ready:\n${output}`)));
  });
  ready.catch(() => undefined);
  return {
    child,
    ready,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Removes every Redis key under `prefix:` (a test's queues and audio). */
export async function deleteKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 }) as AsyncIterable<
      string[]
    >) {
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    await redis.quit();
  }
}
