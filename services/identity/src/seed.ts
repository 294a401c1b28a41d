import { createLogger } from '@creators/platform/logging/logger';
import { runIdentitySeed } from './seeding.js';

/** `npm run seed -w services/identity`: the achievement catalogue; the demo users only with SEED_DEMO=true (idempotent). */
await runIdentitySeed().catch((err: unknown) => {
  createLogger('identity-seed').fatal({ err }, 'seeding identity failed');
  process.exitCode = 1;
});
