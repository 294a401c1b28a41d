import { DEMO_TEAM_IDS } from '@creators/platform/demo/ids';
import { demoUser } from '@creators/platform/demo/users';

/**
 * The mentors of the demo teams as services/teams seeds them (its DEMO_TEAM_MENTORS in
 * src/mentoring/demo-mentoring.ts: Jonas mentors Waste Watchers, since two days). The showcase service learns who
 * mentors a team from events; the demo mentoring is seeded, not answered through events, so the showcase seed writes
 * it into its team_mentors read model too. src/test/supergraph.int.test.ts checks that both seeds agree.
 */
export const DEMO_TEAM_MENTORS: ReadonlyArray<{ teamId: string; mentorId: string; sinceDaysAgo: number }> = [
  { teamId: DEMO_TEAM_IDS.wasteWatchers, mentorId: demoUser('Jonas').id, sinceDaysAgo: 2 },
];
