import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CodeIcon from '@mui/icons-material/Code';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import LaunchIcon from '@mui/icons-material/Launch';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import type { Project } from '../graphql/showcase';
import { memberInitials, memberName } from '../teams/TeamDetailsDialog';
import { EntityLink, personPath, projectPath, teamPath } from '../ui/links';
import { visuallyHidden } from '../ui/visuallyHidden';
import { useShowcaseT } from './messages';
import { ProjectImage } from './ProjectImage';

/** product.md §9: a project card shows 3 tags and 3 member avatars. */
export const PROJECT_CARD_TAGS = 3;
export const PROJECT_CARD_AVATARS = 3;

interface Props {
  project: Project;
  onLike(project: Project): void;
  onOpenDemo(project: Project): void;
}

export function ProjectCard({ project, onLike, onOpenDemo }: Props) {
  const t = useShowcaseT();
  const titleId = useId();
  const likesId = useId();
  const members = project.team?.members ?? [];
  const extraMembers = members.length - PROJECT_CARD_AVATARS;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {project.imageUrl && <ProjectImage src={project.imageUrl} alt="" height={160} />}
      <CardContent sx={{ flex: 1 }}>
        <Typography id={titleId} variant="h3" sx={{ overflowWrap: 'anywhere' }}>
          <EntityLink to={projectPath(project.id)}>{project.title}</EntityLink>
        </Typography>
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
          {project.description}
        </Typography>
        {project.tags.length > 0 && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1.5 }}>
            {project.tags.slice(0, PROJECT_CARD_TAGS).map((tag) => (
              <Chip key={tag} size="small" label={tag} />
            ))}
          </Stack>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
          {members.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {project.team ? (
                <FormattedMessage
                  id="showcase.card.teamOf"
                  values={{
                    team: (
                      <EntityLink to={teamPath(project.teamId)} inText>
                        {project.team.name}
                      </EntityLink>
                    ),
                  }}
                />
              ) : (
                // The teams service did not answer: its name is unknown, so the team is named by its id.
                t('showcase.card.teamOf', { team: project.teamId })
              )}
            </Typography>
          ) : (
            <>
              <Box role="group" aria-label={t('showcase.card.members')} sx={{ display: 'flex' }}>
                {members.slice(0, PROJECT_CARD_AVATARS).map((member, i) => {
                  const name = memberName(member);
                  const avatar = (
                    <Avatar
                      src={member.user?.profileImageUrl ?? undefined}
                      role="img"
                      aria-label={name ?? undefined}
                      aria-hidden={name ? undefined : true}
                      title={name ?? undefined}
                      sx={{
                        width: 30,
                        height: 30,
                        fontSize: 12,
                        bgcolor: 'secondary.main',
                        border: 2,
                        borderColor: 'background.paper',
                      }}
                    >
                      {memberInitials(member)}
                    </Avatar>
                  );
                  const overlap = { ml: i === 0 ? 0 : -1, display: 'flex', borderRadius: '50%' };
                  // A known person's avatar links to their page (named by the picture's name); an unknown one
                  // (identity did not answer) is decoration only.
                  return name ? (
                    <EntityLink key={member.userId} to={personPath(member.userId)} sx={overlap}>
                      {avatar}
                    </EntityLink>
                  ) : (
                    <Box key={member.userId} sx={overlap}>
                      {avatar}
                    </Box>
                  );
                })}
              </Box>
              {extraMembers > 0 && (
                <Typography variant="body2" color="text.secondary">
                  {t('showcase.card.others', { count: extraMembers })}
                </Typography>
              )}
              {project.team?.name && (
                <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
                  <EntityLink to={teamPath(project.teamId)}>{project.team.name}</EntityLink>
                </Typography>
              )}
            </>
          )}
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {project.demoUrl && (
          <Button
            size="small"
            component="a"
            href={project.demoUrl}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<LaunchIcon />}
            onClick={() => onOpenDemo(project)}
          >
            {t('showcase.card.demo')}
            <Box component="span" sx={visuallyHidden}>
              {' '}
              {t('shared.opensInNewTab')}
            </Box>
          </Button>
        )}
        {project.repositoryUrl && (
          <Button
            size="small"
            component="a"
            href={project.repositoryUrl}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<CodeIcon />}
          >
            {t('showcase.card.code')}
            <Box component="span" sx={visuallyHidden}>
              {' '}
              {t('shared.opensInNewTab')}
            </Box>
          </Button>
        )}
        <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
            <VisibilityIcon fontSize="small" aria-hidden />
            <Typography variant="body2">{t('showcase.card.views', { count: project.views })}</Typography>
          </Box>
          {/* The button's name is its label alone; the count beside it is its description (WCAG 2.5.3). */}
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <IconButton
              size="small"
              color={project.likedByMe ? 'secondary' : 'default'}
              aria-pressed={project.likedByMe}
              aria-label={t('showcase.card.like', { title: project.title })}
              aria-describedby={likesId}
              onClick={() => onLike(project)}
            >
              {project.likedByMe ? (
                <FavoriteIcon fontSize="small" />
              ) : (
                <FavoriteBorderIcon fontSize="small" />
              )}
            </IconButton>
            <Typography variant="body2" aria-hidden data-testid="like-count" sx={{ fontWeight: 600 }}>
              {project.likes}
            </Typography>
          </Box>
          <Box component="span" id={likesId} sx={visuallyHidden}>
            {t('showcase.card.likes', { count: project.likes })}
          </Box>
        </Box>
      </CardActions>
    </Card>
  );
}
