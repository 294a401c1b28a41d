import { describeSeedRules } from '@creators/platform/testing/seed-rules';
import { DEMO_CHALLENGES } from '../challenges/demo-challenges.js';
import { runChallengesSeed } from '../seeding.js';
import { serviceDir } from './harness.js';

describeSeedRules({
  seed: runChallengesSeed,
  serviceDir,
  table: 'challenges',
  demoRows: DEMO_CHALLENGES.length,
});
