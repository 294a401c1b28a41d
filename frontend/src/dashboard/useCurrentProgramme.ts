import { useQuery } from '@apollo/client/react';
import {
  DASHBOARD_PROGRAMME_QUERY,
  DASHBOARD_PROGRAMME_TEAMS_QUERY,
  type DashboardProgramme,
  type DashboardProgrammeTeam,
} from '../graphql/dashboardProgramme';
import { useRefetchOnNotification } from './useRefetchOnNotification';

/**
 * The programme the person works in now (myProgrammes, the one with `current`), null without one or while it is
 * unknown; an unreadable answer (the programmes service down) is no programme: the dashboard is as before.
 */
export function useCurrentProgramme(): { programme: DashboardProgramme | null; loading: boolean } {
  const query = useQuery(DASHBOARD_PROGRAMME_QUERY, { errorPolicy: 'all' });
  const current = query.data?.myProgrammes.find((mine) => mine.current);
  return { programme: current?.programme ?? null, loading: query.loading && !query.data };
}

/** What changes a team's milestones that the person is told about live. */
const TEAM_NEWS = [
  'team.member_joined',
  'team.member_left',
  'team.member_removed',
  'team.invitation_answered',
] as const;

/**
 * The person's team in their current programme (the newest, when they are in more than one), with its milestones;
 * null without a programme or without a team in it.
 */
export function useProgrammeTeam(): {
  programme: DashboardProgramme | null;
  team: DashboardProgrammeTeam | null;
  loading: boolean;
} {
  const { programme, loading } = useCurrentProgramme();
  const teams = useQuery(DASHBOARD_PROGRAMME_TEAMS_QUERY, { errorPolicy: 'all', skip: !programme });
  useRefetchOnNotification(TEAM_NEWS, () => (programme ? teams.refetch() : undefined));
  const team = programme
    ? (teams.data?.myTeams.nodes.find((node) => node.programmeId === programme.id) ?? null)
    : null;
  return { programme, team, loading: loading || (programme !== null && teams.loading && !teams.data) };
}
