import { DEMO_TEAM_PEOPLE } from '@creators/platform/demo/teams';

/**
 * The members of the demo teams as services/teams seeds them (leader first; @creators/platform/demo/teams). The
 * showcase service learns memberships from events; the demo teams are seeded, not created through events, so the
 * showcase seed writes them into its team_members read model too. src/test/supergraph.int.test.ts checks that both
 * seeds agree.
 */
export const DEMO_TEAM_MEMBERS: ReadonlyArray<{ teamId: string; userIds: readonly string[] }> =
  DEMO_TEAM_PEOPLE.map((team) => ({ teamId: team.id, userIds: team.people }));
