import { createLogger } from '@creators/platform/logging/logger';
import { runTeamsSeed } from './seeding.js';

/** `npm run seed -w services/teams`: the demo teams, their members and meetings, only with SEED_DEMO=true (idempotent). */
await runTeamsSeed().catch((err: unknown) => {
  createLogger('teams-seed').fatal({ err }, 'seeding teams failed');
  process.exitCode = 1;
});
