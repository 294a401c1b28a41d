import { useState, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import BuildIcon from '@mui/icons-material/BuildOutlined';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import { DIFFICULTIES, RESOURCE_TYPES } from '@creators/contracts';
import { LIST_PAGE_SIZE, useLoadMore } from '../graphql/paging';
import { LEARNING_RESOURCES_QUERY } from '../graphql/showcase';
import { DIFFICULTY_COLORS, difficultyLabel } from '../ui/domainLabels';
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
import { visuallyHidden } from '../ui/visuallyHidden';
import { AddResourceDialog } from './AddResourceDialog';
import { FEATURED_RESOURCES, RESOURCE_CARD_TAGS } from './featuredResources';
import { useResourcesT } from './messages';

/** The list's state in the URL (?search=…&type=…&level=…): a reload or a shared link shows the same list. */
const VIEW_DEFAULTS = { search: '', type: 'all', level: 'all' };
const VIEW_CHOICES = { type: ['all', ...RESOURCE_TYPES], level: ['all', ...DIFFICULTIES] };

const TYPE_ICONS: Record<string, ReactElement> = {
  video: <PlayCircleIcon />,
  article: <ArticleIcon />,
  book: <MenuBookIcon />,
  course: <SchoolIcon />,
  tool: <BuildIcon />,
};

function ExternalLinkButton({
  href,
  label,
  variant = 'outlined',
}: {
  href: string;
  label: string;
  variant?: 'outlined' | 'contained' | 'text';
}) {
  const t = useResourcesT();
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant={variant}
      endIcon={<OpenInNewIcon />}
      fullWidth
    >
      {label}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        {t('shared.opensInNewTab')}
      </Box>
    </Button>
  );
}

/** /resources (product.md §2): featured resources and every learning resource, filtered by type and level. */
export function ResourcesPage() {
  const t = useResourcesT();
  const intl = useIntl();
  // The type filter and the 'Browse by Category' tabs are one choice, so they never contradict each other.
  const [view, setView] = useUrlState(VIEW_DEFAULTS, VIEW_CHOICES);
  const { type, level } = view;
  const setType = (value: string) => setView('type', value);
  // The server searches; it is asked once the person pauses typing.
  const search = useDebouncedValue(view.search.trim());
  // Partial answers are shown: a field that another service resolves may be missing while it is down.
  const resources = useQuery(LEARNING_RESOURCES_QUERY, {
    variables: {
      first: LIST_PAGE_SIZE,
      search: search || undefined,
      type: type === 'all' ? undefined : type,
      level: level === 'all' ? undefined : level,
    },
    errorPolicy: 'all',
  });
  const page = resources.data?.resources;
  const paging = useLoadMore(page, resources.fetchMore);
  const [addOpen, setAddOpen] = useState(false);

  const shown = page?.nodes ?? [];
  const typeLabel = (value: string) =>
    (RESOURCE_TYPES as readonly string[]).includes(value)
      ? t(`resourceType.${value as (typeof RESOURCE_TYPES)[number]}`)
      : value;
  const narrowed = search !== '' || level !== 'all';

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAddOpen(true)}>
      {t('resources.add')}
    </Button>
  );

  let content;
  if (!page && !resources.error) content = <SkeletonCardGrid count={6} />;
  else if (!page)
    content = <LoadErrorPanel onRetry={() => void resources.refetch().catch(() => undefined)} />;
  else if (shown.length === 0) {
    content = (
      <EmptyPanel
        icon={TYPE_ICONS[type] ?? <MenuBookIcon />}
        title={t('resources.empty.title', { type })}
        hint={narrowed ? t('resources.empty.search') : t('resources.empty.first', { type })}
        action={addButton}
      />
    );
  } else {
    content = (
      <Grid
        container
        spacing={3}
        component="ul"
        aria-label={t('resources.list.label')}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {shown.map((resource) => (
          <Grid key={resource.id} size={CARD_GRID_SIZE} component="li">
            <Card
              component="article"
              aria-labelledby={`resource-${resource.id}`}
              sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
            >
              <CardContent sx={{ flex: 1 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
                    <Box aria-hidden sx={{ display: 'flex' }}>
                      {TYPE_ICONS[resource.type] ?? <MenuBookIcon />}
                    </Box>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {typeLabel(resource.type)}
                    </Typography>
                  </Box>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={DIFFICULTY_COLORS[resource.difficulty] ?? 'default'}
                    label={difficultyLabel(intl, resource.difficulty)}
                  />
                </Box>
                <Typography id={`resource-${resource.id}`} variant="h3" sx={{ overflowWrap: 'anywhere' }}>
                  {resource.title}
                </Typography>
                {resource.provider && (
                  <Typography variant="body2" color="text.secondary">
                    {resource.provider}
                  </Typography>
                )}
                {resource.description && (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{
                      mt: 1,
                      display: '-webkit-box',
                      WebkitLineClamp: 3,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }}
                  >
                    {resource.description}
                  </Typography>
                )}
                {resource.duration && (
                  <Box
                    sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1.5, color: 'text.secondary' }}
                  >
                    <ScheduleIcon fontSize="small" aria-hidden />
                    <Typography variant="body2">{resource.duration}</Typography>
                  </Box>
                )}
                {resource.tags.length > 0 && (
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1.5 }}>
                    {resource.tags.slice(0, RESOURCE_CARD_TAGS).map((tag) => (
                      <Chip key={tag} size="small" label={tag} />
                    ))}
                  </Stack>
                )}
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                <ExternalLinkButton href={resource.url} label={t('resources.access')} />
              </CardActions>
            </Card>
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
      <PageHeader title={t('resources.title')} subtitle={t('resources.subtitle')} actions={addButton} />

      <Box component="section" aria-labelledby="featured-resources-title" sx={{ mb: 5 }}>
        <SectionTitle id="featured-resources-title">{t('resources.featured.title')}</SectionTitle>
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {FEATURED_RESOURCES.map((item) => (
            <Grid key={item.key} size={{ xs: 12, md: 4 }} component="li">
              <Card
                component="article"
                aria-labelledby={`featured-${item.key}`}
                sx={{
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  background: 'linear-gradient(135deg, #eef2ff, #fdf2f8)',
                }}
              >
                <CardContent sx={{ flex: 1 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', mb: 1 }}>
                    <Box aria-hidden sx={{ display: 'flex' }}>
                      {TYPE_ICONS[item.type]}
                    </Box>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {typeLabel(item.type)} · {item.provider}
                    </Typography>
                  </Box>
                  <Typography id={`featured-${item.key}`} variant="h3">
                    {t(`resources.featured.${item.key}.title`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {t(`resources.featured.${item.key}.description`)}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center' }}>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={DIFFICULTY_COLORS[item.difficulty]}
                      label={difficultyLabel(intl, item.difficulty)}
                    />
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
                      <ScheduleIcon fontSize="small" aria-hidden />
                      <Typography variant="body2">
                        {t(
                          item.duration.id,
                          item.duration.count === undefined ? undefined : { count: item.duration.count },
                        )}
                      </Typography>
                    </Box>
                  </Stack>
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <ExternalLinkButton href={item.url} label={t('resources.access')} variant="contained" />
                </CardActions>
              </Card>
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
          {content}
        </Box>
      </Box>

      <AddResourceDialog open={addOpen} onClose={() => setAddOpen(false)} />
    </>
  );
}
