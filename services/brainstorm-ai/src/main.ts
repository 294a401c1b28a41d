import { createLogger } from '@creators/platform';
import { loadBrainstormAiConfig } from './config.js';
import { startBrainstormAi } from './server.js';

startBrainstormAi(loadBrainstormAiConfig()).catch((err: unknown) => {
  createLogger('brainstorm-ai').fatal({ err }, 'brainstorm-ai failed to start');
  process.exit(1);
});
