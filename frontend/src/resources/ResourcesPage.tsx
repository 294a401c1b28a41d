import { useState } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import AddIcon from '@mui/icons-material/Add';
import { DIFFICULTIES, RESOURCE_TYPES } from '@creators/contracts';
import { WithMessages } from '../i18n/WithMessages';
import { moderationMessages } from '../moderation/messages';
import { difficultyLabel } from '../ui/domainLabels';
import {
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
import { AddResourceDialog } from './AddResourceDialog';
import { FeaturedResourceCard } from './FeaturedResourceCard';
import { FEATURED_RESOURCES } from './featuredResources';
import { useResourcesT } from './messages';
import { ResourceCard, typeIcon, useResourceTypeLabel } from './ResourceCard';
import { useResourceOwnerActions } from './useResourceOwnerActions';
import { useResourcesList } from './useResourcesList';

/** The list's state in the URL (?search=…&type=…&level=…): a reload or a shared link shows the same list. */
const VIEW_DEFAULTS = { search: '', type: 'all', level: 'all' };
const VIEW_CHOICES = { type: ['all', ...RESOURCE_TYPES], level: ['all', ...DIFFICULTIES] };

/** /resources (product.md §2): featured resources and every learning resource, filtered by type and level. */
export function ResourcesPage() {
  const t = useResourcesT();
  const intl = useIntl();
  const typeLabel = useResourceTypeLabel();
  // The type filter and the 'Browse by Category' tabs are one choice, so they never contradict each other.
  const [view, setView] = useUrlState(VIEW_DEFAULTS, VIEW_CHOICES);
  const { type, level } = view;
  const setType = (value: string) => setView('type', value);
  // The server searches; it is asked once the person pauses typing.
  const search = useDebouncedValue(view.search.trim());
  const list = useResourcesList({ search, type, level });
  const [addOpen, setAddOpen] = useState(false);
  const owner = useResourceOwnerActions();
  const narrowed = search !== '' || level !== 'all';

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAddOpen(true)}>
      {t('resources.add')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('resources.title')} subtitle={t('resources.subtitle')} actions={addButton} />

      <Box component="section" aria-labelledby="featured-resources-title" sx={{ mb: 5 }}>
        <SectionTitle id="featured-resources-title">{t('resources.featured.title')}</SectionTitle>
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {FEATURED_RESOURCES.map((item) => (
            <Grid key={item.key} size={{ xs: 12, md: 4 }} component="li">
              <FeaturedResourceCard item={item} />
            </Grid>
          ))}
        </Grid>
      </Box>

      <Box component="section" aria-labelledby="browse-resources-title">
        <SectionTitle id="browse-resources-title">{t('resources.browse.title')}</SectionTitle>
        <Tabs
          value={type}
          onChange={(_, value: string) => setType(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-labelledby="browse-resources-title"
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="all"
            label={t('resources.tab.all')}
            id="resources-tab-all"
            aria-controls="resources-panel"
          />
          {RESOURCE_TYPES.map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(`resources.tab.${value}`)}
              id={`resources-tab-${value}`}
              aria-controls="resources-panel"
            />
          ))}
        </Tabs>
        <FilterBar>
          <SearchField
            label={t('resources.search.label')}
            placeholder={t('resources.search.placeholder')}
            value={view.search}
            onChange={(value) => setView('search', value)}
          />
          <SelectFilter
            label={t('resources.filter.type')}
            value={type}
            onChange={setType}
            options={[
              { value: 'all', label: t('resources.filter.allTypes') },
              ...RESOURCE_TYPES.map((value) => ({ value, label: typeLabel(value) })),
            ]}
          />
          <SelectFilter
            label={t('resources.filter.level')}
            value={level}
            onChange={(value) => setView('level', value)}
            options={[
              { value: 'all', label: t('resources.filter.allLevels') },
              ...DIFFICULTIES.map((value) => ({ value, label: difficultyLabel(intl, value) })),
            ]}
          />
        </FilterBar>
        <Box
          role="tabpanel"
          id="resources-panel"
          aria-labelledby={`resources-tab-${(RESOURCE_TYPES as readonly string[]).includes(type) ? type : 'all'}`}
        >
          {/* The cards' 'Report' and hidden notice (docs/product.md §14). */}
          <WithMessages messages={moderationMessages}>
            <PagedCardList
              list={list}
              skeletons={6}
              label={t('resources.list.label')}
              empty={
                <EmptyPanel
                  icon={typeIcon(type)}
                  title={t('resources.empty.title', { type })}
                  hint={narrowed ? t('resources.empty.search') : t('resources.empty.first', { type })}
                  action={addButton}
                />
              }
              renderCard={(resource) => <ResourceCard resource={resource} owner={owner} />}
            />
          </WithMessages>
        </Box>
      </Box>

      <AddResourceDialog open={addOpen} onClose={() => setAddOpen(false)} />
      {owner.dialogs}
    </>
  );
}
