import { useState } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import FavoriteIcon from '@mui/icons-material/FavoriteBorder';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { PROJECT_SORTS } from '@creators/contracts';
import type { Project } from '../graphql/showcase';
import { categoryLabel } from '../ui/domainLabels';
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
import { AwardsCard } from './AwardsCard';
import { useShowcaseT } from './messages';
import { ProjectCard } from './ProjectCard';
import { SHOWCASE_TOPICS, type ShowcaseSort } from './projectFilters';
import { ShowcaseProjectDialog } from './ShowcaseProjectDialog';
import { StatTile } from './StatTile';
import { useProjectActions } from './useProjectActions';
import { useShowcaseList } from './useShowcaseList';

/** The list's state in the URL (?search=…&topic=…&sort=…): a reload or a shared link shows the same list. */
const VIEW_DEFAULTS = { search: '', topic: 'all', sort: 'recent' };
const VIEW_CHOICES = { topic: ['all', ...SHOWCASE_TOPICS], sort: PROJECT_SORTS };

/** /showcase (product.md §2): totals, featured projects and awards, and every showcased project to like and open. */
export function ShowcasePage() {
  const t = useShowcaseT();
  const intl = useIntl();
  const [view, setView] = useUrlState(VIEW_DEFAULTS, VIEW_CHOICES);
  const { topic } = view;
  const sort = view.sort as ShowcaseSort;
  // The server searches; it is asked once the person pauses typing.
  const search = useDebouncedValue(view.search.trim());
  const { list, totalCount, featured, statValue } = useShowcaseList({ search, topic, sort });
  const { toggleLike, recordView } = useProjectActions();
  const [createOpen, setCreateOpen] = useState(false);
  const filterActive = search !== '' || topic !== 'all';

  const card = (project: Project) => (
    <ProjectCard project={project} onLike={(p) => void toggleLike(p)} onOpenDemo={(p) => recordView(p.id)} />
  );

  return (
    <>
      <PageHeader
        title={t('showcase.title')}
        subtitle={t('showcase.subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreateOpen(true)}>
            {t('showcase.create')}
          </Button>
        }
      />

      <Grid container spacing={2} component="section" aria-label={t('showcase.stats.label')} sx={{ mb: 4 }}>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatTile
            icon={<RocketLaunchIcon />}
            label={t('showcase.stats.projects')}
            value={statValue('projects')}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatTile
            icon={<FavoriteIcon />}
            label={t('showcase.stats.totalLikes')}
            value={statValue('totalLikes')}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatTile icon={<VisibilityIcon />} label={t('showcase.stats.views')} value={statValue('views')} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatTile icon={<GroupsIcon />} label={t('showcase.stats.teams')} value={statValue('teams')} />
        </Grid>
      </Grid>

      <Grid container spacing={3} sx={{ mb: 5 }}>
        <Grid size={{ xs: 12, lg: 8 }} component="section" aria-labelledby="featured-projects-title">
          <SectionTitle id="featured-projects-title">{t('showcase.featured.title')}</SectionTitle>
          {featured.loading ? (
            <Skeleton variant="rounded" height={220} />
          ) : featured.projects.length === 0 ? (
            <Typography color="text.secondary">{t('showcase.featured.empty')}</Typography>
          ) : (
            <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {featured.projects.map((project) => (
                <Grid key={project.id} size={{ xs: 12, md: 4 }} component="li">
                  {card(project)}
                </Grid>
              ))}
            </Grid>
          )}
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }} component="section" aria-labelledby="awards-title">
          <AwardsCard />
        </Grid>
      </Grid>

      <Box component="section" aria-labelledby="all-projects-title">
        <SectionTitle id="all-projects-title">{t('showcase.all.title')}</SectionTitle>
        <FilterBar>
          <SearchField
            label={t('showcase.search.label')}
            placeholder={t('showcase.search.placeholder')}
            value={view.search}
            onChange={(value) => setView('search', value)}
          />
          <SelectFilter
            label={t('showcase.filter.topic')}
            value={topic}
            onChange={(value) => setView('topic', value)}
            options={[
              { value: 'all', label: t('showcase.filter.allProjects') },
              ...SHOWCASE_TOPICS.map((value) => ({ value, label: categoryLabel(intl, value) })),
            ]}
          />
          <SelectFilter
            label={t('showcase.sort')}
            value={sort}
            onChange={(value) => setView('sort', value)}
            options={[
              { value: 'recent', label: t('showcase.sort.recent') },
              { value: 'popular', label: t('showcase.sort.popular') },
            ]}
          />
        </FilterBar>
        {totalCount !== undefined && (
          <Typography color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
            {t('showcase.all.showing', { count: totalCount })}
          </Typography>
        )}
        <PagedCardList
          list={list}
          skeletons={9}
          label={t('showcase.list.label')}
          empty={
            <EmptyPanel
              icon={<RocketLaunchIcon />}
              title={t('showcase.empty.title')}
              hint={filterActive ? t('shared.filtered') : t('showcase.empty.first')}
              action={
                filterActive ? undefined : (
                  <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreateOpen(true)}>
                    {t('showcase.create')}
                  </Button>
                )
              }
            />
          }
          renderCard={card}
        />
      </Box>

      <ShowcaseProjectDialog open={createOpen} onClose={() => setCreateOpen(false)} />
    </>
  );
}
