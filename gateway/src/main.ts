import { createLogger } from '@creators/platform';
import { startGateway } from './app.js';
import { loadGatewayConfig } from './config.js';

const log = createLogger('gateway');
process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled promise rejection'));

try {
  const config = loadGatewayConfig();
  const gateway = await startGateway(config, { log });
  const shutdown = (signal: string) => {
    log.info({ signal }, 'shutting down');
    setTimeout(() => {
      log.error({ signal, timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'graceful shutdown timed out, exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS).unref();
    gateway.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
} catch (error) {
  log.fatal({ err: error }, 'gateway failed to start');
  process.exit(1);
}
