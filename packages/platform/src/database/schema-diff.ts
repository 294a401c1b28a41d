import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { DiffParams, DiffResult } from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { SchemaFile } from './schema-engine.js';

export interface SchemaDiffRequest {
  url: string;
  schemaFiles: SchemaFile[];
  params: DiffParams;
}

export type SchemaDiffReply = { result: DiffResult } | { error: string };

export const NO_FILTERS = { externalTables: [], externalEnums: [] };

/** The compiled worker next to this file; from the sources (tests run them under Jest) the one the build put in dist/. */
const WORKER_SCRIPT = [
  new URL('./schema-engine-worker.js', import.meta.url),
  new URL('../../dist/database/schema-engine-worker.js', import.meta.url),
].find((url) => existsSync(url));

/**
 * Runs the schema engine's `diff` in a worker thread connected to `url`. The thread isolates the
 * caller from the engine: a Rust panic aborts the thread (here: a rejected promise instead of a
 * crashed process), and nothing of the engine stays loaded or scheduled afterwards.
 */
export function runSchemaDiff(
  url: string,
  schemaFiles: SchemaFile[],
  params: DiffParams,
): Promise<DiffResult> {
  const request: SchemaDiffRequest = { url, schemaFiles, params };
  const worker = new Worker(WORKER_SCRIPT ?? new URL('./schema-engine-worker.js', import.meta.url), {
    workerData: request,
  });
  return new Promise<DiffResult>((resolve, reject) => {
    worker.on('message', (reply: SchemaDiffReply) =>
      'result' in reply ? resolve(reply.result) : reject(new Error(reply.error)),
    );
    worker.on('error', reject);
    worker.on('exit', (code) =>
      reject(new Error(`The schema engine worker stopped early (exit code ${code})`)),
    );
  }).finally(() => worker.terminate());
}
