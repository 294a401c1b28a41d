import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CalendarIcon from '@mui/icons-material/CalendarTodayOutlined';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import GroupsIcon from '@mui/icons-material/Groups';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import { TEAM_STATUSES } from '@creators/contracts';
import { useSession } from '../auth/useSession';
import { JOIN_TEAM_MUTATION, MY_TEAMS_QUERY, TEAMS_QUERY, type Team } from '../graphql/teams';
import { LIST_PAGE_SIZE, useLoadMore } from '../graphql/paging';
import { errorCode, refetchActive, useRelogin } from '../graphql/writeFailures';
import { serverMessage } from '../graphql/errors';
import {
  CARD_GRID_SIZE,
  EmptyPanel,
  FilterBar,
  LoadErrorPanel,
  SearchField,
  SectionTitle,
  SelectFilter,
  SkeletonCardGrid,
} from '../ui/listPage';
import { formatDay } from '../ui/domainLabels';
import { LoadMore } from '../ui/LoadMore';
import { PageHeader } from '../ui/PageHeader';
import { useToast } from '../ui/toast/ToastProvider';
import { useDebouncedValue } from '../ui/useDebouncedValue';
import { useUrlState } from '../ui/useUrlState';
import { visuallyHidden } from '../ui/visuallyHidden';
import { CreateTeamDialog, TEAM_LISTS } from './CreateTeamDialog';
import { useTeamsT } from './messages';
import { STATUS_COLORS, teamAction } from './teamFilters';
import { TeamDetailsDialog } from './TeamDetailsDialog';

function useStatusLabel() {
  const t = useTeamsT();
  return (status: string) =>
    (TEAM_STATUSES as readonly string[]).includes(status)
      ? t(`teams.status.${status as (typeof TEAM_STATUSES)[number]}`)
      : status;
}

/** The list's state in the URL (?search=…&status=…): a reload or a shared link shows the same list. */
const VIEW_DEFAULTS = { search: '', status: 'all' };
const VIEW_CHOICES = { status: ['all', ...TEAM_STATUSES] };

/** /teams: my teams, and every team to discover and join (product.md §2), on real data. */
export function TeamsPage() {
  const t = useTeamsT();
  const intl = useIntl();
  const statusLabel = useStatusLabel();
  const client = useApolloClient();
  const { toast } = useToast();
  const { handleUnauthorized } = useRelogin();
  const { user } = useSession();
  // Partial answers are shown: a field that another service resolves may be missing while it is down.
  const [view, setView] = useUrlState(VIEW_DEFAULTS, VIEW_CHOICES);
  const { status } = view;
  // The server searches; it is asked once the person pauses typing.
  const search = useDebouncedValue(view.search.trim());
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
  const [createOpen, setCreateOpen] = useState(false);
  const [joiningId, setJoiningId] = useState<string | null>(null);
  const [shown, setShown] = useState<{ team: Team; mode: 'details' | 'contact'; open: boolean } | null>(null);

  const filtered = page?.nodes ?? [];
  const mine = myTeams.data?.myTeams.nodes ?? [];
  const filterActive = search !== '' || status !== 'all';

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

  const statusChip = (team: Team) => (
    <Chip size="small" label={statusLabel(team.status)} color={STATUS_COLORS[team.status] ?? 'default'} />
  );

  return (
    <>
      <PageHeader
        title={t('teams.title')}
        subtitle={t('teams.subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreateOpen(true)}>
            {t('teams.create')}
          </Button>
        }
      />

      <FilterBar>
        <SearchField
          label={t('teams.search.label')}
          placeholder={t('teams.search.placeholder')}
          value={view.search}
          onChange={(value) => setView('search', value)}
        />
        <SelectFilter
          label={t('teams.filter.status')}
          value={status}
          onChange={(value) => setView('status', value)}
          options={[
            { value: 'all', label: t('teams.filter.all') },
            ...TEAM_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
          ]}
        />
      </FilterBar>

      {mine.length > 0 && (
        <Box component="section" aria-labelledby="my-teams-title" sx={{ mb: 5 }}>
          <SectionTitle id="my-teams-title">{t('teams.mine.title')}</SectionTitle>
          <Grid container spacing={3}>
            {mine.map((team) => (
              <Grid key={team.id} size={CARD_GRID_SIZE}>
                <Card
                  component="article"
                  aria-labelledby={`my-team-${team.id}`}
                  sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
                >
                  <CardContent sx={{ flex: 1 }}>
                    <Box
                      sx={{
                        display: 'flex',
                        alignItems: 'flex-start',
                        justifyContent: 'space-between',
                        gap: 1,
                        mb: 1,
                      }}
                    >
                      <Typography id={`my-team-${team.id}`} variant="h3">
                        {team.name}
                      </Typography>
                      {statusChip(team)}
                    </Box>
                    <Typography
                      color="text.secondary"
                      variant="body2"
                      sx={{ mb: 1.5, fontStyle: team.description ? undefined : 'italic' }}
                    >
                      {team.description || t('teams.noDescription')}
                    </Typography>
                    {team.challenge && (
                      <Typography variant="body2" sx={{ mb: 1 }}>
                        {t('teams.challenge', { title: team.challenge.title })}
                      </Typography>
                    )}
                    <Stack direction="row" spacing={2} sx={{ color: 'text.secondary', flexWrap: 'wrap' }}>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                        <PeopleIcon fontSize="small" aria-hidden />
                        <Typography variant="body2">
                          {t('teams.teamOf', { count: team.memberCount })}
                        </Typography>
                      </Box>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                        <CalendarIcon fontSize="small" aria-hidden />
                        <Typography variant="body2">
                          {t('shared.createdOn', { date: formatDay(intl, team.createdAt) })}
                        </Typography>
                      </Box>
                    </Stack>
                    {user && team.leaderId === user.id && (
                      <Typography variant="body2" color="primary" sx={{ mt: 1, fontWeight: 600 }}>
                        {t('teams.leader')}
                      </Typography>
                    )}
                  </CardContent>
                  <CardActions sx={{ px: 2, pb: 2 }}>
                    {/* No chat service exists yet: the button says so instead of doing nothing. */}
                    <Tooltip title={t('teams.chat.unavailable')} describeChild>
                      <span style={{ flex: 1, display: 'flex' }}>
                        <Button
                          variant="outlined"
                          startIcon={<ChatIcon />}
                          disabled
                          fullWidth
                          aria-describedby={`chat-unavailable-${team.id}`}
                        >
                          {t('teams.chat')}
                        </Button>
                      </span>
                    </Tooltip>
                    <Box component="span" id={`chat-unavailable-${team.id}`} sx={visuallyHidden}>
                      {t('teams.chat.unavailable')}
                    </Box>
                    <Tooltip title={t('teams.showMembers', { name: team.name })}>
                      <IconButton
                        aria-label={t('teams.showMembers', { name: team.name })}
                        onClick={() => setShown({ team, mode: 'details', open: true })}
                      >
                        <GroupsIcon />
                      </IconButton>
                    </Tooltip>
                  </CardActions>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Box>
      )}

      <Box component="section" aria-labelledby="discover-teams-title">
        <SectionTitle id="discover-teams-title">{t('teams.discover.title')}</SectionTitle>
        {!page && !teams.error ? (
          <SkeletonCardGrid count={6} />
        ) : !page ? (
          <LoadErrorPanel onRetry={() => void teams.refetch().catch(() => undefined)} />
        ) : filtered.length === 0 ? (
          <EmptyPanel
            icon={<GroupsIcon />}
            title={t('teams.empty.title')}
            hint={filterActive ? t('shared.filtered') : t('teams.empty.first')}
            action={
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreateOpen(true)}>
                {t('teams.empty.createFirst')}
              </Button>
            }
          />
        ) : (
          <Grid
            container
            spacing={3}
            component="ul"
            aria-label={t('teams.list.label')}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {filtered.map((team) => {
              const action = teamAction(team);
              const joining = joiningId === team.id;
              return (
                <Grid key={team.id} size={CARD_GRID_SIZE} component="li">
                  <Card
                    component="article"
                    aria-labelledby={`team-${team.id}`}
                    sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
                  >
                    <CardContent sx={{ flex: 1 }}>
                      <Box
                        sx={{
                          display: 'flex',
                          alignItems: 'flex-start',
                          justifyContent: 'space-between',
                          gap: 1,
                          mb: 1,
                        }}
                      >
                        <Typography id={`team-${team.id}`} variant="h3">
                          {team.name}
                        </Typography>
                        {statusChip(team)}
                      </Box>
                      <Typography
                        color="text.secondary"
                        variant="body2"
                        sx={{ mb: 1.5, fontStyle: team.description ? undefined : 'italic' }}
                      >
                        {team.description || t('teams.noDescription')}
                      </Typography>
                      {team.challenge && (
                        <Typography variant="body2" sx={{ mb: 1.5 }}>
                          {t('teams.challenge', { title: team.challenge.title })}
                        </Typography>
                      )}
                      <Box
                        sx={{
                          display: 'flex',
                          alignItems: 'center',
                          gap: 0.5,
                          color: 'text.secondary',
                          mb: 1.5,
                        }}
                      >
                        <PeopleIcon fontSize="small" aria-hidden />
                        <Typography variant="body2">
                          {t('teams.members', { count: team.memberCount, max: team.maxMembers })}
                        </Typography>
                      </Box>
                      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
                        <Typography variant="body2" color="text.secondary">
                          {t('teams.progress')}
                        </Typography>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {`${team.progress}%`}
                        </Typography>
                      </Box>
                      <LinearProgress
                        variant="determinate"
                        value={Math.max(0, Math.min(100, team.progress))}
                        aria-label={t('teams.progress.label', { name: team.name })}
                        sx={{ height: 8, borderRadius: 4 }}
                      />
                    </CardContent>
                    <CardActions sx={{ px: 2, pb: 2 }}>
                      {action === 'member' ? (
                        <Button variant="outlined" disabled fullWidth>
                          {t('teams.alreadyMember')}
                        </Button>
                      ) : action === 'join' ? (
                        <Button
                          variant="contained"
                          fullWidth
                          disabled={joining}
                          onClick={() => void join(team)}
                        >
                          {joining ? t('teams.joining') : t('teams.join')}
                        </Button>
                      ) : (
                        <Button
                          variant="outlined"
                          fullWidth
                          onClick={() => setShown({ team, mode: 'contact', open: true })}
                        >
                          {t('teams.contact')}
                        </Button>
                      )}
                    </CardActions>
                  </Card>
                </Grid>
              );
            })}
          </Grid>
        )}
        {page && page.nodes.length > 0 && (
          <LoadMore hasMore={paging.hasMore} loading={paging.loadingMore} onLoadMore={paging.loadMore} />
        )}
      </Box>

      <CreateTeamDialog open={createOpen} onClose={() => setCreateOpen(false)} />
      <TeamDetailsDialog
        team={shown?.team ?? null}
        open={Boolean(shown?.open)}
        mode={shown?.mode ?? 'details'}
        onClose={() => setShown((current) => current && { ...current, open: false })}
      />
    </>
  );
}
