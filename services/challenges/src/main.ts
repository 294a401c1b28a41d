import { createLogger } from '@creators/platform';
import { loadChallengesConfig } from './config.js';
import { startChallenges } from './server.js';

// A bad configuration (in production: no GATEWAY_SECRET, say) is logged like any failure to start.
try {
  await startChallenges(loadChallengesConfig());
} catch (err) {
  createLogger('challenges').fatal({ err }, 'challenges failed to start');
  process.exit(1);
}
