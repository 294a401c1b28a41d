import { DEMO_TEAM_IDS } from '@creators/platform/demo/ids';
import { demoUser } from '@creators/platform/demo/users';

/**
 * The members of the demo teams as services/teams seeds them (leader first). The showcase service learns
 * memberships from events; the demo teams are seeded, not created through events, so the showcase seed writes
 * them into its team_members read model too. src/test/supergraph.int.test.ts checks that both seeds agree.
 */
export const DEMO_TEAM_MEMBERS: ReadonlyArray<{ teamId: string; userIds: readonly string[] }> = [
  { teamId: DEMO_TEAM_IDS.wasteWatchers, userIds: [demoUser('Leon').id, demoUser('Mia').id] },
  {
    teamId: DEMO_TEAM_IDS.studyCircle,
    userIds: [demoUser('Sara').id, demoUser('Mia').id, demoUser('Jonas').id],
  },
  {
    teamId: DEMO_TEAM_IDS.careReminders,
    userIds: [demoUser('Amira').id, demoUser('Leon').id, demoUser('Noah').id],
  },
];
