import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApolloClient, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import AddIcon from '@mui/icons-material/Add';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import LightbulbIcon from '@mui/icons-material/LightbulbOutlined';
import { CHALLENGE_CATEGORIES } from '@creators/contracts';
import { useSession } from '../auth/useSession';
import { BrainstormDialog } from '../brainstorm/BrainstormDialog';
import { CHALLENGES_QUERY, MY_TEAM_CHALLENGES_QUERY, type Challenge } from '../graphql/challenges';
import { LIST_PAGE_SIZE, useLoadMore } from '../graphql/paging';
import { refetchActive } from '../graphql/writeFailures';
import { AcceptChallengeDialog } from './AcceptChallengeDialog';
import { categoryLabel } from '../ui/domainLabels';
import { EmptyPanel, FilterBar, PagedCardList, SearchField, SelectFilter } from '../ui/listPage';
import { PageHeader } from '../ui/PageHeader';
import { useDebouncedValue } from '../ui/useDebouncedValue';
import { useUrlState } from '../ui/useUrlState';
import { useToast } from '../ui/toast/ToastProvider';
import { ChallengeCard } from './ChallengeCard';
import { CHALLENGE_LISTS, CreateChallengeDialog } from './CreateChallengeDialog';
import { useChallengesT } from './messages';
import { myChallenges } from './challengeFilters';

type TabValue = 'all' | 'mine';

/** The list's state in the URL (?tab=mine&search=…&category=…): a reload or a shared link shows the same list. */
const VIEW_DEFAULTS = { tab: 'all', search: '', category: 'all' };
const VIEW_CHOICES = { tab: ['all', 'mine'], category: ['all', ...CHALLENGE_CATEGORIES] };

/** /challenges (product.md §2): every challenge, or the ones the user works on; create, brainstorm and accept them. */
export function ChallengesPage() {
  const t = useChallengesT();
  const intl = useIntl();
  const client = useApolloClient();
  const { toast } = useToast();
  const { user } = useSession();
  const [view, setView] = useUrlState(VIEW_DEFAULTS, VIEW_CHOICES);
  const tab = view.tab as TabValue;
  const { category } = view;
  // The server searches; it is asked once the person pauses typing.
  const search = useDebouncedValue(view.search.trim());
  const mine = tab === 'mine';
  // Partial answers are shown: a field that another service resolves may be missing while it is down.
  const challenges = useQuery(CHALLENGES_QUERY, {
    variables: {
      first: LIST_PAGE_SIZE,
      search: search || undefined,
      category: category === 'all' ? undefined : category,
      createdBy: mine ? user?.id : undefined,
    },
    errorPolicy: 'all',
    skip: mine && !user,
  });
  const teamChallenges = useQuery(MY_TEAM_CHALLENGES_QUERY, { errorPolicy: 'all', skip: !mine });
  const page = challenges.data?.challenges;
  const paging = useLoadMore(page, challenges.fetchMore);
  const [createOpen, setCreateOpen] = useState(false);
  const [brainstormOpen, setBrainstormOpen] = useState(false);
  const [accepted, setAccepted] = useState<{ challenge: Challenge; open: boolean } | null>(null);

  const shown = useMemo(() => {
    const loaded = page?.nodes ?? [];
    if (!mine) return loaded;
    const linked = (teamChallenges.data?.myTeams.nodes ?? []).map((team) => team.challenge);
    return myChallenges(loaded, linked, search, category);
  }, [page, mine, teamChallenges.data, search, category]);
  const filterActive = search !== '' || category !== 'all';

  const onBrainstormCreated = (challenge: { id: string; title: string }) => {
    void refetchActive(client, CHALLENGE_LISTS);
    toast({
      title: t('challenges.published.title'),
      description: t('challenges.published.description', { title: challenge.title }),
    });
  };

  const createButton = (label: string) => (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreateOpen(true)}>
      {label}
    </Button>
  );

  let empty;
  if (filterActive)
    empty = (
      <EmptyPanel icon={<LightbulbIcon />} title={t('challenges.empty.title')} hint={t('shared.filtered')} />
    );
  else if (tab === 'mine')
    empty = (
      <EmptyPanel
        icon={<LightbulbIcon />}
        title={t('challenges.mine.empty.title')}
        hint={t('challenges.mine.empty.hint')}
      />
    );
  else
    empty = (
      <EmptyPanel
        icon={<LightbulbIcon />}
        title={t('challenges.empty.title')}
        hint={t('challenges.empty.first')}
        action={createButton(t('challenges.empty.createFirst'))}
      />
    );
  const content = (
    <PagedCardList
      list={{
        page,
        error: challenges.error,
        paging,
        retry: () => void challenges.refetch().catch(() => undefined),
      }}
      items={shown}
      skeletons={6}
      label={t('challenges.list.label')}
      empty={empty}
      renderCard={(challenge) => (
        <ChallengeCard challenge={challenge} onAccept={(c) => setAccepted({ challenge: c, open: true })} />
      )}
    />
  );

  return (
    <>
      <PageHeader
        title={t('challenges.title')}
        subtitle={t('challenges.subtitle')}
        actions={
          <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<AutoAwesomeIcon />}
              onClick={() => setBrainstormOpen(true)}
            >
              {t('challenges.aiBrainstorm')}
            </Button>
            {createButton(t('challenges.create'))}
          </Stack>
        }
      />

      <Tabs
        value={tab}
        onChange={(_, value: TabValue) => setView('tab', value)}
        aria-label={t('challenges.tabs.label')}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="all"
          label={t('challenges.tabs.all')}
          id="challenges-tab-all"
          aria-controls="challenges-panel"
        />
        <Tab
          value="mine"
          label={t('challenges.tabs.mine')}
          id="challenges-tab-mine"
          aria-controls="challenges-panel"
        />
      </Tabs>

      <Box role="tabpanel" id="challenges-panel" aria-labelledby={`challenges-tab-${tab}`}>
        <FilterBar>
          <SearchField
            label={t('challenges.search.label')}
            placeholder={t('challenges.search.placeholder')}
            value={view.search}
            onChange={(value) => setView('search', value)}
          />
          <SelectFilter
            label={t('challenges.filter.category')}
            value={category}
            onChange={(value) => setView('category', value)}
            options={[
              { value: 'all', label: t('challenges.filter.allCategories') },
              ...CHALLENGE_CATEGORIES.map((value) => ({ value, label: categoryLabel(intl, value) })),
            ]}
          />
        </FilterBar>
        {content}
      </Box>

      <CreateChallengeDialog open={createOpen} onClose={() => setCreateOpen(false)} />
      <AcceptChallengeDialog
        open={Boolean(accepted?.open)}
        challenge={accepted?.challenge}
        onClose={() => setAccepted((current) => current && { ...current, open: false })}
      />
      <BrainstormDialog
        open={brainstormOpen}
        onClose={() => setBrainstormOpen(false)}
        onCreated={onBrainstormCreated}
      />
    </>
  );
}
