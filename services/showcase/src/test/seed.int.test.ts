import { describeSeedRules } from '@creators/platform/testing/seed-rules';
import { DEMO_PROJECTS } from '../demo/demo-showcase.js';
import { runShowcaseSeed } from '../seeding.js';
import { serviceDir } from './harness.js';

describeSeedRules({ seed: runShowcaseSeed, serviceDir, table: 'projects', demoRows: DEMO_PROJECTS.length });
