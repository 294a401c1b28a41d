import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import BuildIcon from '@mui/icons-material/BuildOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import { RESOURCE_TYPES } from '@creators/contracts';
import type { ListedResource } from '../graphql/showcase';
import { HiddenNotice } from '../moderation/HiddenNotice';
import { ReportButton } from '../moderation/ReportButton';
import { DIFFICULTY_COLORS, difficultyLabel } from '../ui/domainLabels';
import { visuallyHidden } from '../ui/visuallyHidden';
import { RESOURCE_CARD_TAGS } from './featuredResources';
import { useResourcesT } from './messages';

export const TYPE_ICONS: Record<string, ReactElement> = {
  video: <PlayCircleIcon />,
  article: <ArticleIcon />,
  book: <MenuBookIcon />,
  course: <SchoolIcon />,
  tool: <BuildIcon />,
};

/** The icon of a resource type; a book for a type the client does not know. */
export const typeIcon = (type: string) => TYPE_ICONS[type] ?? <MenuBookIcon />;

/** A resource type in the person's language ('Tool' for `tool`, product.md §2.12); unknown types as they are. */
export function useResourceTypeLabel() {
  const t = useResourcesT();
  return (value: string) =>
    (RESOURCE_TYPES as readonly string[]).includes(value)
      ? t(`resourceType.${value as (typeof RESOURCE_TYPES)[number]}`)
      : value;
}

/** 'Access Resource': the resource's own address, in a new tab (said to screen readers too). */
export function ExternalLinkButton({
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

/** What the person who added a resource may do with it from its card (product.md §11.2). */
export interface ResourceOwnerActions {
  onEdit(resource: ListedResource): void;
  onRemove(resource: ListedResource): void;
}

/**
 * A learning resource's card (product.md §2.12): type, level, title, provider, description, duration, 2 tags; for
 * the person who added it also 'Edit' and 'Remove' (product.md §11.2).
 */
export function ResourceCard({
  resource,
  owner,
}: {
  resource: ListedResource;
  owner?: ResourceOwnerActions;
}) {
  const t = useResourcesT();
  const intl = useIntl();
  const typeLabel = useResourceTypeLabel();
  return (
    <Card
      component="article"
      aria-labelledby={`resource-${resource.id}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <HiddenNotice item={resource} itemType="resource" title={resource.title} compact />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
            <Box aria-hidden sx={{ display: 'flex' }}>
              {typeIcon(resource.type)}
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
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1.5, color: 'text.secondary' }}>
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
      <CardActions
        disableSpacing
        sx={{ px: 2, pb: 2, flexDirection: 'column', alignItems: 'stretch', gap: 1 }}
      >
        <ExternalLinkButton href={resource.url} label={t('resources.access')} />
        {owner && resource.canEdit && (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button
              size="small"
              startIcon={<EditIcon />}
              aria-label={t('resources.edit.label', { title: resource.title })}
              onClick={() => owner.onEdit(resource)}
            >
              {t('resources.edit')}
            </Button>
            <Button
              size="small"
              color="error"
              startIcon={<DeleteIcon />}
              aria-label={t('resources.remove.label', { title: resource.title })}
              onClick={() => owner.onRemove(resource)}
            >
              {t('resources.remove')}
            </Button>
          </Stack>
        )}
        {/* docs/product.md §14: anyone signed in may report a resource someone else added. */}
        {!resource.canEdit && (
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <ReportButton itemType="resource" itemId={resource.id} title={resource.title} />
          </Stack>
        )}
      </CardActions>
    </Card>
  );
}
