import { DEMO_TEAM_PEOPLE } from '@creators/platform/demo/teams';

/**
 * The mentors of the demo teams as services/teams seeds them (@creators/platform/demo/teams: Jonas mentors Waste
 * Watchers, since two days). The showcase service learns who mentors a team from events; the demo mentoring is
 * seeded, not answered through events, so the showcase seed writes it into its team_mentors read model too.
 * src/test/supergraph.int.test.ts checks that both seeds agree.
 */
export const DEMO_TEAM_MENTORS: ReadonlyArray<{ teamId: string; mentorId: string; sinceDaysAgo: number }> =
  DEMO_TEAM_PEOPLE.flatMap((team) => team.mentors.map((mentor) => ({ teamId: team.id, ...mentor })));
