import { DEMO_USERS } from '@creators/platform/demo/users';
import { describeSeedRules } from '@creators/platform/testing/seed-rules';
import { ACHIEVEMENT_CATALOGUE } from '../achievements/catalogue.js';
import { runIdentitySeed } from '../seeding.js';
import { serviceDir } from './harness.js';

// The achievement catalogue is not demo data: production needs it too.
describeSeedRules({
  seed: runIdentitySeed,
  serviceDir,
  table: 'users',
  demoRows: DEMO_USERS.length,
  alwaysSeeded: { achievements: ACHIEVEMENT_CATALOGUE.length },
});
