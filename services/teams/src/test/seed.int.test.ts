import { describeSeedRules } from '@creators/platform/testing/seed-rules';
import { DEMO_TEAMS } from '../teams/demo-teams.js';
import { runTeamsSeed } from '../seeding.js';
import { serviceDir } from './harness.js';

describeSeedRules({ seed: runTeamsSeed, serviceDir, table: 'teams', demoRows: DEMO_TEAMS.length });
