import { useState, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EmojiEventsIcon from '@mui/icons-material/EmojiEventsOutlined';
import FavoriteIcon from '@mui/icons-material/FavoriteBorder';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { PROJECT_SORTS } from '@creators/contracts';
import { LIST_PAGE_SIZE, useLoadMore } from '../graphql/paging';
import {
  PEOPLES_CHOICE_QUERY,
  PROJECTS_QUERY,
  SHOWCASE_FEATURED_QUERY,
  SHOWCASE_STATS_QUERY,
  type Project,
} from '../graphql/showcase';
import { categoryLabel } from '../ui/domainLabels';
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
import { LoadMore } from '../ui/LoadMore';
import { PageHeader } from '../ui/PageHeader';
import { useDebouncedValue } from '../ui/useDebouncedValue';
import { useUrlState } from '../ui/useUrlState';
import { useShowcaseT, type ShowcaseMessageId } from './messages';
import { ProjectCard } from './ProjectCard';
import { ShowcaseProjectDialog } from './ShowcaseProjectDialog';
import { useProjectActions } from './useProjectActions';
import { FEATURED_LIMIT, SHOWCASE_TOPICS, type ShowcaseSort } from './projectFilters';

/** The list's state in the URL (?search=…&topic=…&sort=…): a reload or a shared link shows the same list. */
const VIEW_DEFAULTS = { search: '', topic: 'all', sort: 'recent' };
const VIEW_CHOICES = { topic: ['all', ...SHOWCASE_TOPICS], sort: PROJECT_SORTS };

function StatTile({
  icon,
  label,
  value,
}: {
  icon: ReactElement;
  label: string;
  value: number | null | undefined;
}) {
  const intl = useIntl();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 44,
            height: 44,
            borderRadius: 2,
            bgcolor: 'rgba(79, 70, 229, 0.08)',
            color: 'primary.main',
          }}
        >
          {icon}
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="div" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
            {value === undefined ? <Skeleton width={48} /> : value === null ? '–' : intl.formatNumber(value)}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/** /showcase (product.md §2): totals, featured projects and awards, and every showcased project to like and open. */
export function ShowcasePage() {
  const t = useShowcaseT();
  const intl = useIntl();
  // Partial answers are shown: a field that another service resolves may be missing while it is down.
  const [view, setView] = useUrlState(VIEW_DEFAULTS, VIEW_CHOICES);
  const { topic } = view;
  const sort = view.sort as ShowcaseSort;
  // The server searches; it is asked once the person pauses typing.
  const search = useDebouncedValue(view.search.trim());
  const projects = useQuery(PROJECTS_QUERY, {
    variables: {
      first: LIST_PAGE_SIZE,
      search: search || undefined,
      topic: topic === 'all' ? undefined : topic,
      sort,
    },
    errorPolicy: 'all',
  });
  const page = projects.data?.projects;
  const paging = useLoadMore(page, projects.fetchMore);
  const featured = useQuery(SHOWCASE_FEATURED_QUERY, {
    variables: { first: FEATURED_LIMIT },
    errorPolicy: 'all',
  });
  const stats = useQuery(SHOWCASE_STATS_QUERY, { errorPolicy: 'all' });
  const mostLiked = useQuery(PEOPLES_CHOICE_QUERY, { errorPolicy: 'all' });
  const { toggleLike, recordView } = useProjectActions();
  const [createOpen, setCreateOpen] = useState(false);

  const shown = page?.nodes ?? [];
  const featuredProjects = (featured.data?.featuredProjects ?? []).filter(Boolean).slice(0, FEATURED_LIMIT);
  const filterActive = search !== '' || topic !== 'all';
  const totals = stats.data?.showcaseStats;
  const statValue = (key: 'projects' | 'totalLikes' | 'views' | 'teams') =>
    totals ? totals[key] : stats.loading ? undefined : null;

  // People's Choice is the one award the platform can know: the most-liked project. The others are not awarded yet.
  const leader = mostLiked.data?.projects.nodes[0];
  const peoplesChoice = leader && leader.likes > 0 ? leader : null;
  const awards: Array<{ title: ShowcaseMessageId; description: ShowcaseMessageId; status: string }> = [
    {
      title: 'showcase.awards.innovation',
      description: 'showcase.awards.innovation.description',
      status: t('showcase.awards.notAwarded'),
    },
    {
      title: 'showcase.awards.peoplesChoice',
      description: 'showcase.awards.peoplesChoice.description',
      status: peoplesChoice
        ? t('showcase.awards.leading', { title: peoplesChoice.title, count: peoplesChoice.likes })
        : t('showcase.awards.notAwarded'),
    },
    {
      title: 'showcase.awards.technical',
      description: 'showcase.awards.technical.description',
      status: t('showcase.awards.notAwarded'),
    },
  ];

  const card = (project: Project) => (
    <ProjectCard project={project} onLike={(p) => void toggleLike(p)} onOpenDemo={(p) => recordView(p.id)} />
  );

  let content;
  if (!page && !projects.error) content = <SkeletonCardGrid count={9} />;
  else if (!page) content = <LoadErrorPanel onRetry={() => void projects.refetch().catch(() => undefined)} />;
  else if (shown.length === 0) {
    content = (
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
    );
  } else {
    content = (
      <Grid
        container
        spacing={3}
        component="ul"
        aria-label={t('showcase.list.label')}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {shown.map((project) => (
          <Grid key={project.id} size={CARD_GRID_SIZE} component="li">
            {card(project)}
          </Grid>
        ))}
      </Grid>
    );
    content = (
      <>
        {content}
        <LoadMore hasMore={paging.hasMore} loading={paging.loadingMore} onLoadMore={paging.loadMore} />
      </>
    );
  }

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
          {featured.loading && !featured.data ? (
            <Skeleton variant="rounded" height={220} />
          ) : featuredProjects.length === 0 ? (
            <Typography color="text.secondary">{t('showcase.featured.empty')}</Typography>
          ) : (
            <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {featuredProjects.map((project) => (
                <Grid key={project.id} size={{ xs: 12, md: 4 }} component="li">
                  {card(project)}
                </Grid>
              ))}
            </Grid>
          )}
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }} component="section" aria-labelledby="awards-title">
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <EmojiEventsIcon aria-hidden sx={{ color: '#b45309' }} />
                <Typography id="awards-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
                  {t('showcase.awards.title')}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('showcase.awards.subtitle')}
              </Typography>
              <List disablePadding sx={{ mt: 1 }}>
                {awards.map((award) => (
                  <ListItem
                    key={award.title}
                    disableGutters
                    sx={{
                      display: 'block',
                      py: 1,
                      borderBottom: 1,
                      borderColor: 'divider',
                      '&:last-child': { borderBottom: 0 },
                    }}
                  >
                    <Typography component="h3" sx={{ fontWeight: 600 }}>
                      {t(award.title)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(award.description)}
                    </Typography>
                    <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 500 }}>
                      {award.status}
                    </Typography>
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
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
        {page && (
          <Typography color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
            {t('showcase.all.showing', { count: page.totalCount })}
          </Typography>
        )}
        {content}
      </Box>

      <ShowcaseProjectDialog open={createOpen} onClose={() => setCreateOpen(false)} />
    </>
  );
}
