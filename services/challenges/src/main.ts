import { createLogger } from '@creators/platform';
import { loadChallengesConfig } from './config.js';
import { startChallenges } from './server.js';

startChallenges(loadChallengesConfig()).catch((err: unknown) => {
  createLogger('challenges').fatal({ err }, 'challenges failed to start');
  process.exit(1);
});
