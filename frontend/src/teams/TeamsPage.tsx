import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import AddIcon from '@mui/icons-material/Add';
import GroupsIcon from '@mui/icons-material/Groups';
import { TEAM_STATUSES } from '@creators/contracts';
import { useSession } from '../auth/useSession';
import type { Team } from '../graphql/teams';
import {
  CARD_GRID_SIZE,
  EmptyPanel,
  FilterBar,
  PagedCardList,
  SearchField,
  SectionTitle,
  SelectFilter,
} from '../ui/listPage';
import { PageHeader } from '../ui/PageHeader';
import { useDebouncedValue } from '../ui/useDebouncedValue';
import { useUrlState } from '../ui/useUrlState';
import { CreateTeamDialog } from './CreateTeamDialog';
import { useTeamsT } from './messages';
import { useTeamChatUnread } from './chat/useTeamChatUnread';
import { MyTeamCard } from './MyTeamCard';
import { TeamCard, useStatusLabel } from './TeamCard';
import { TeamDetailsDialog } from './TeamDetailsDialog';
import { useTeamsList } from './useTeamsList';

/** The list's state in the URL (?search=…&status=…): a reload or a shared link shows the same list. */
const VIEW_DEFAULTS = { search: '', status: 'all' };
const VIEW_CHOICES = { status: ['all', ...TEAM_STATUSES] };

/** /teams: my teams, and every team to discover and join (product.md §2), on real data. */
export function TeamsPage() {
  const t = useTeamsT();
  const statusLabel = useStatusLabel();
  const { user } = useSession();
  const [view, setView] = useUrlState(VIEW_DEFAULTS, VIEW_CHOICES);
  const { status } = view;
  // The server searches; it is asked once the person pauses typing.
  const search = useDebouncedValue(view.search.trim());
  const { list, mine, join, joiningId } = useTeamsList({ search, status });
  const unread = useTeamChatUnread(mine.length === 0);
  const [createOpen, setCreateOpen] = useState(false);
  const [shown, setShown] = useState<{ team: Team; mode: 'details' | 'contact'; open: boolean } | null>(null);
  const filterActive = search !== '' || status !== 'all';

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
                <MyTeamCard
                  team={team}
                  leads={Boolean(user && team.leaderId === user.id)}
                  unread={unread.byTeam.get(team.id) ?? 0}
                  onShowMembers={(shownTeam) => setShown({ team: shownTeam, mode: 'details', open: true })}
                />
              </Grid>
            ))}
          </Grid>
        </Box>
      )}

      <Box component="section" aria-labelledby="discover-teams-title">
        <SectionTitle id="discover-teams-title">{t('teams.discover.title')}</SectionTitle>
        <PagedCardList
          list={list}
          skeletons={6}
          label={t('teams.list.label')}
          empty={
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
          }
          renderCard={(team) => (
            <TeamCard
              team={team}
              joining={joiningId === team.id}
              onJoin={(joined) => void join(joined)}
              onContact={(contacted) => setShown({ team: contacted, mode: 'contact', open: true })}
            />
          )}
        />
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
