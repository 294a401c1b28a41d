export { startBrainstormAi } from './server.js';
export { AppModule } from './app.module.js';
export { loadBrainstormAiConfig, type BrainstormAiConfig } from './config.js';
