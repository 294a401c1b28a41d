import { createLogger } from '@creators/platform';
import { loadDiscussionsConfig } from './config.js';
import { startDiscussions } from './server.js';

// A bad configuration (in production: no GATEWAY_SECRET, say) is logged like any failure to start.
try {
  await startDiscussions(loadDiscussionsConfig());
} catch (err) {
  createLogger('discussions').fatal({ err }, 'discussions failed to start');
  process.exit(1);
}
