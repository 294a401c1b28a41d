import { useQuery } from '@apollo/client/react';
import { useSession } from '../auth/useSession';
import { CREATED_CHALLENGE_COUNT_QUERY, MY_PROJECT_COUNT_QUERY } from '../graphql/content';
import { MY_TEAMS_QUERY } from '../graphql/teams';
import { journeyProgress, type JourneyProgress } from './journeyProgress';

/**
 * The person's journey (product.md §4.6) from counts and their own teams, never whole lists; 'Your Progress' and
 * the phase banner read the same answers (one request each, shared through the cache). Null while unknown.
 */
export function useJourney(): { progress: JourneyProgress | null; loading: boolean } {
  const { user } = useSession();
  const challenges = useQuery(CREATED_CHALLENGE_COUNT_QUERY, {
    variables: { me: user?.id ?? '' },
    errorPolicy: 'all',
    skip: !user,
  });
  const myTeams = useQuery(MY_TEAMS_QUERY, { errorPolicy: 'all' });
  const projects = useQuery(MY_PROJECT_COUNT_QUERY, { errorPolicy: 'all' });
  const loading =
    (challenges.loading && !challenges.data) ||
    (myTeams.loading && !myTeams.data) ||
    (projects.loading && !projects.data);
  const progress =
    user && challenges.data && myTeams.data && projects.data
      ? journeyProgress({
          createdChallenges: challenges.data.challenges.totalCount,
          myTeams: myTeams.data.myTeams.nodes,
          myProjects: projects.data.projects.totalCount,
        })
      : null;
  return { progress, loading };
}
