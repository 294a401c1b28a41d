import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import { LOCALES } from '@creators/contracts';
import { useSession } from '../auth/useSession';
import { MENTOR_EXPERTISE } from '../profile/presets';
import { MENTORS_QUERY, type MentorCard as Mentor } from '../graphql/mentoring';
import { LIST_PAGE_SIZE, useLoadMore } from '../graphql/paging';
import { WithMessages } from '../i18n/WithMessages';
import {
  EmptyPanel,
  FilterBar,
  PagedCardList,
  SearchField,
  SelectFilter,
  type PagedListState,
} from '../ui/listPage';
import { PageHeader } from '../ui/PageHeader';
import { useDebouncedValue } from '../ui/useDebouncedValue';
import { useUrlState } from '../ui/useUrlState';
import { MentorCard } from './MentorCard';
import { RequestMentoringDialog } from './RequestMentoringDialog';
import { mentoringMessages, useMentoringT } from './messages';

/** The list's state in the URL (?search=…&expertise=…&language=…): a reload or a shared link shows the same list. */
const VIEW_DEFAULTS = { search: '', expertise: 'all', language: 'all' };
const VIEW_CHOICES = { expertise: ['all', ...MENTOR_EXPERTISE], language: ['all', ...LOCALES] };

/** /mentors (docs/product.md §12): every mentor, searchable and filtered by expertise and language. */
export function MentorsPage() {
  return (
    <WithMessages messages={mentoringMessages}>
      <MentorsDirectory />
    </WithMessages>
  );
}

function useMentorsList(filters: { search: string; expertise: string; language: string }) {
  const mentors = useQuery(MENTORS_QUERY, {
    variables: {
      first: LIST_PAGE_SIZE,
      search: filters.search || undefined,
      expertise: filters.expertise === 'all' ? undefined : filters.expertise,
      language: filters.language === 'all' ? undefined : filters.language,
    },
    errorPolicy: 'all',
  });
  const page = mentors.data?.mentors;
  const paging = useLoadMore(page, mentors.fetchMore);
  const list: PagedListState<Mentor> = {
    page,
    error: mentors.error,
    paging,
    retry: () => void mentors.refetch().catch(() => undefined),
  };
  return list;
}

function MentorsDirectory() {
  const t = useMentoringT();
  const { user } = useSession();
  const [requesting, setRequesting] = useState<Mentor | null>(null);
  const [view, setView] = useUrlState(VIEW_DEFAULTS, VIEW_CHOICES);
  // The server searches; it is asked once the person pauses typing.
  const search = useDebouncedValue(view.search.trim());
  const list = useMentorsList({ search, expertise: view.expertise, language: view.language });
  const filterActive = search !== '' || view.expertise !== 'all' || view.language !== 'all';

  return (
    <>
      <PageHeader title={t('mentoring.mentors.title')} subtitle={t('mentoring.mentors.subtitle')} />
      <FilterBar>
        <SearchField
          label={t('mentoring.search.label')}
          placeholder={t('mentoring.search.placeholder')}
          value={view.search}
          onChange={(value) => setView('search', value)}
        />
        <SelectFilter
          label={t('mentoring.filter.expertise')}
          value={view.expertise}
          onChange={(value) => setView('expertise', value)}
          options={[
            { value: 'all', label: t('mentoring.filter.allExpertise') },
            ...MENTOR_EXPERTISE.map((value) => ({ value, label: value })),
          ]}
        />
        <SelectFilter
          label={t('mentoring.filter.language')}
          value={view.language}
          onChange={(value) => setView('language', value)}
          options={[
            { value: 'all', label: t('mentoring.filter.allLanguages') },
            ...LOCALES.map((value) => ({ value, label: t(`mentoring.language.${value}`) })),
          ]}
        />
      </FilterBar>
      <Box component="section" aria-label={t('mentoring.list.label')}>
        <PagedCardList
          list={list}
          skeletons={6}
          label={t('mentoring.list.label')}
          empty={
            <EmptyPanel
              icon={<SchoolIcon />}
              title={t('mentoring.empty.title')}
              hint={filterActive ? t('shared.filtered') : t('mentoring.empty.hint')}
            />
          }
          renderCard={(mentor) => <MentorCard mentor={mentor} viewer={user} onRequest={setRequesting} />}
        />
      </Box>
      {/* Kept here, not in the card: a search or a refresh re-renders the cards while the dialog is open. */}
      {requesting && <RequestMentoringDialog mentor={requesting} open onClose={() => setRequesting(null)} />}
    </>
  );
}
