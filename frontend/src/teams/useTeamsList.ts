import { useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { serverMessage } from '../graphql/errors';
import { LIST_PAGE_SIZE, useLoadMore } from '../graphql/paging';
import { JOIN_TEAM_MUTATION, MY_TEAMS_QUERY, TEAMS_QUERY, type Team } from '../graphql/teams';
import { errorCode, refetchActive } from '../graphql/writeFailures';
import { useRelogin } from '../ui/useRelogin';
import type { PagedListState } from '../ui/listPage';
import { useToast } from '../ui/toast/ToastProvider';
import { TEAM_LISTS } from './CreateTeamDialog';
import { useTeamsT } from './messages';

/**
 * The data of /teams (product.md §2.11): a page of teams as filtered (search already debounced, status or 'all'),
 * the person's own teams, and joining one.
 */
export function useTeamsList({ search, status }: { search: string; status: string }) {
  const t = useTeamsT();
  const client = useApolloClient();
  const { toast } = useToast();
  const { handleUnauthorized } = useRelogin();
  // Partial answers are shown: a field that another service resolves may be missing while it is down.
  const teams = useQuery(TEAMS_QUERY, {
    variables: {
      first: LIST_PAGE_SIZE,
      search: search || undefined,
      status: status === 'all' ? undefined : status,
    },
    errorPolicy: 'all',
  });
  const page = teams.data?.teams;
  const paging = useLoadMore(page, teams.fetchMore);
  const myTeams = useQuery(MY_TEAMS_QUERY, { errorPolicy: 'all' });
  const [joinTeam] = useMutation(JOIN_TEAM_MUTATION);
  const [joiningId, setJoiningId] = useState<string | null>(null);

  const join = async (team: Team) => {
    setJoiningId(team.id);
    try {
      await joinTeam({ variables: { teamId: team.id } });
      toast({ title: t('teams.joined.title'), description: t('teams.joined.description') });
      void refetchActive(client, TEAM_LISTS);
    } catch (error) {
      if (handleUnauthorized(error)) return;
      // A team that filled up or stopped forming meanwhile: the server says which (already translated).
      const conflict = errorCode(error) === 'CONFLICT' ? serverMessage(error) : undefined;
      toast({
        variant: 'destructive',
        title: t('shared.error'),
        description: conflict ?? t('teams.joinFailed'),
      });
      void refetchActive(client, TEAM_LISTS);
    } finally {
      setJoiningId(null);
    }
  };

  const list: PagedListState<Team> = {
    page,
    error: teams.error,
    paging,
    retry: () => void teams.refetch().catch(() => undefined),
  };
  return { list, mine: myTeams.data?.myTeams.nodes ?? [], join, joiningId };
}
