import { createLogger } from '@creators/platform';
import { loadBrainstormAiConfig } from './config.js';
import { startBrainstormAi } from './server.js';

// A bad configuration (in production: no GATEWAY_SECRET, say) is logged like any failure to start.
try {
  await startBrainstormAi(loadBrainstormAiConfig());
} catch (err) {
  createLogger('brainstorm-ai').fatal({ err }, 'brainstorm-ai failed to start');
  process.exit(1);
}
