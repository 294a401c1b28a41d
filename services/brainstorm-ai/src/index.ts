export { startBrainstormAi } from './server.js';
export { AppModule } from './app.module.js';
export { loadBrainstormAiConfig, type BrainstormAiConfig } from './config.js';
export {
  loadIslaConfig,
  loadIslaWorkerConfig,
  type IslaConfig,
  type IslaWorkerConfig,
} from './isla.config.js';
export { startIslaWorker } from './worker/isla-worker.js';
