import { createLogger } from '@creators/platform/logging/logger';
import { runProgrammesSeed } from './seeding.js';

/** `npm run seed -w services/programmes`: the demo programme, only with SEED_DEMO=true (idempotent). */
await runProgrammesSeed().catch((err: unknown) => {
  createLogger('programmes-seed').fatal({ err }, 'seeding programmes failed');
  process.exitCode = 1;
});
