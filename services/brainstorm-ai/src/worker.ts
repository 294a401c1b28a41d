/**
 * The brainstorm-ai worker process (dist/worker.js): takes jobs from the AI generation and speech synthesis queues.
 * It scales apart from the API process; run as many as needed. SIGTERM/SIGINT: stop taking jobs, finish the running
 * ones, exit (forced after 20 s).
 */
import { createLogger } from '@creators/platform';
import { loadIslaWorkerConfig } from './isla.config.js';
import { startIslaWorker } from './worker/isla-worker.js';

const SHUTDOWN_TIMEOUT_MS = 20_000;
const logger = createLogger('brainstorm-ai-worker');

process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));

try {
  const worker = await startIslaWorker(loadIslaWorkerConfig(), logger);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, 'shutting down: finishing running jobs');
      setTimeout(() => {
        logger.error({ signal }, 'graceful shutdown timed out, exiting');
        process.exit(1);
      }, SHUTDOWN_TIMEOUT_MS).unref();
      worker.close().then(
        () => {
          logger.info('worker stopped');
          process.exit(0);
        },
        (err: unknown) => {
          logger.error({ err }, 'worker shutdown failed');
          process.exit(1);
        },
      );
    });
  }
} catch (err) {
  logger.fatal({ err }, 'brainstorm-ai worker failed to start');
  process.exit(1);
}
