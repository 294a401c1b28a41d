import { createLogger } from '@creators/platform';
import { loadTeamsConfig } from './config.js';
import { startTeams } from './server.js';

// A bad configuration (in production: no GATEWAY_SECRET, say) is logged like any failure to start.
try {
  await startTeams(loadTeamsConfig());
} catch (err) {
  createLogger('teams').fatal({ err }, 'teams failed to start');
  process.exit(1);
}
