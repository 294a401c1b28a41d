import { createLogger } from '@creators/platform';
import { loadTeamsConfig } from './config.js';
import { startTeams } from './server.js';

startTeams(loadTeamsConfig()).catch((err: unknown) => {
  createLogger('teams').fatal({ err }, 'teams failed to start');
  process.exit(1);
});
