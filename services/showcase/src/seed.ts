import { createLogger } from '@creators/platform/logging/logger';
import { runShowcaseSeed } from './seeding.js';

/** `npm run seed -w services/showcase`: the demo resources and showcased projects with likes, only with SEED_DEMO=true (idempotent). */
await runShowcaseSeed().catch((err: unknown) => {
  createLogger('showcase-seed').fatal({ err }, 'seeding showcase failed');
  process.exitCode = 1;
});
