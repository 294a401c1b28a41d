import { parentPort, workerData } from 'node:worker_threads';
import { withSchemaEngine } from './schema-engine.js';
import type { SchemaDiffReply, SchemaDiffRequest } from './schema-diff.js';

// Worker thread entry of `runSchemaDiff`. On a Rust panic the engine hands its message to this
// global, then aborts with a bare "unreachable"; throwing here instead makes the message the
// thread's uncaught error, which the parent receives.
(globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown }).PRISMA_WASM_PANIC_REGISTRY = {
  set_message(message: string) {
    throw new Error(`Prisma's schema engine crashed: ${message}`);
  },
};

const reply = (message: SchemaDiffReply) => parentPort?.postMessage(message);
const { url, schemaFiles, params } = workerData as SchemaDiffRequest;
try {
  reply({ result: await withSchemaEngine(url, schemaFiles, (engine) => engine.diff(params)) });
} catch (error) {
  reply({ error: error instanceof Error ? error.message : String(error) });
}
