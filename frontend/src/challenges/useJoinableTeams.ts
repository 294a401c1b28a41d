import { useQuery } from '@apollo/client/react';
import { CHALLENGE_PAGE_QUERY, type ChallengePageTeam } from '../graphql/challengePage';
import { MY_TEAMS_QUERY } from '../graphql/teams';

/**
 * The teams already on a challenge that the person could join: forming, with an open seat, not their own (the
 * challenge page's read, shared through the cache). `loading` until both answers are known; nothing while inactive.
 */
export function useJoinableTeams(
  challengeId: string | undefined,
  active: boolean,
): { loading: boolean; teams: ChallengePageTeam[] } {
  const skip = !active || !challengeId;
  const page = useQuery(CHALLENGE_PAGE_QUERY, {
    variables: { id: challengeId ?? '' },
    errorPolicy: 'all',
    skip,
  });
  const mine = useQuery(MY_TEAMS_QUERY, { errorPolicy: 'all', skip });
  if (skip) return { loading: false, teams: [] };
  const loading = (page.loading && !page.data) || (mine.loading && !mine.data);
  const myTeamIds = new Set(mine.data?.myTeams.nodes.map((team) => team.id) ?? []);
  const teams = (page.data?.challenge?.teams?.nodes ?? []).filter(
    (team) => team.status === 'forming' && team.memberCount < team.maxMembers && !myTeamIds.has(team.id),
  );
  return { loading, teams };
}
