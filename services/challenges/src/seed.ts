import { createLogger } from '@creators/platform/logging/logger';
import { runChallengesSeed } from './seeding.js';

/** `npm run seed -w services/challenges`: the demo challenges, only with SEED_DEMO=true (idempotent). */
await runChallengesSeed().catch((err: unknown) => {
  createLogger('challenges-seed').fatal({ err }, 'seeding challenges failed');
  process.exitCode = 1;
});
