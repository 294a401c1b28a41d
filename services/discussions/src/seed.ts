import { createLogger } from '@creators/platform/logging/logger';
import { runDiscussionsSeed } from './seeding.js';

/** `npm run seed -w services/discussions`: the demo subjects, only with SEED_DEMO=true (idempotent). */
await runDiscussionsSeed().catch((err: unknown) => {
  createLogger('discussions-seed').fatal({ err }, 'seeding discussions failed');
  process.exitCode = 1;
});
