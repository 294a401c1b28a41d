import { describeSeedRules } from '@creators/platform/testing/seed-rules';
import { DEMO_SUBJECTS } from '../demo/demo-subjects.js';
import { runDiscussionsSeed } from '../seeding.js';
import { serviceDir } from './harness.js';

describeSeedRules({
  seed: runDiscussionsSeed,
  serviceDir,
  table: 'subjects',
  demoRows: DEMO_SUBJECTS.length,
});
