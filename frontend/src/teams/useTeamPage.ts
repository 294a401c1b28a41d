import { useQuery } from '@apollo/client/react';
import { TEAM_PAGE_QUERY } from '../graphql/teamPage';
import { useLiveRefetch } from '../layout/notifications/useLiveRefetch';

/** The lists a change of a team's members, status or fields changes on screen. */
export const TEAM_PAGE_LISTS = [
  'TeamPage',
  'Teams',
  'MyTeams',
  'Challenges',
  'MyTeamChallenges',
  'ChallengePage',
] as const;

/**
 * The team page's data in one operation (docs/product.md: a page gets its data in one request), read again live
 * when the team changes. `team` is undefined until answered and null for an unknown id.
 */
export function useTeamPage(id: string) {
  const query = useQuery(TEAM_PAGE_QUERY, { variables: { id }, errorPolicy: 'all' });
  const { refetch } = query;
  useLiveRefetch('team', id, refetch);
  return {
    team: query.data ? query.data.team : undefined,
    loading: query.loading,
    error: query.error,
    refetch: () => void refetch().catch(() => undefined),
  };
}

/** The lists a meeting's scheduling, change or cancellation changes on screen (the team page, the dashboard's card). */
export const MEETING_LISTS = [...TEAM_PAGE_LISTS, 'UpcomingMeetings', 'MyMentoredTeams'] as const;
