import { WithMessages } from '../i18n/WithMessages';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { Discussion } from '../discussion/Discussion';
import { type ProjectPageData, REMOVE_PROJECT_MUTATION } from '../graphql/projectPage';
import { PeoplesChoiceVote } from '../judging/PeoplesChoiceVote';
import { HiddenNotice } from '../moderation/HiddenNotice';
import { withModerationMessages } from '../moderation/messages';
import { ReportButton } from '../moderation/ReportButton';
import { ConfirmDialog, EntityPageStates, PageSection, PersonLink, PublishedLine } from '../ui/entityPage';
import { usePageAction } from '../ui/usePageAction';
import { visuallyHidden } from '../ui/visuallyHidden';
import { EditProjectDialog } from './EditProjectDialog';
import { ProjectFeedback } from './ProjectFeedback';
import { projectPageMessages, useProjectPageT } from './pageMessages';
import { useProjectActions } from './useProjectActions';
import { PROJECT_PAGE_LISTS, useProjectPage } from './useProjectPage';
import { ProjectImage } from './ProjectImage';

/** The page's texts, with 'Report' and the notice on a hidden project (docs/product.md §14). */
const PAGE_MESSAGES = withModerationMessages(projectPageMessages);

/** /projects/:id (docs/product.md: pages with their own addresses). */
export function ProjectPage() {
  const { id = '' } = useParams();
  const { project, loading, error, refetch } = useProjectPage(id);
  return (
    <WithMessages messages={PAGE_MESSAGES}>
      <EntityPageStates entity={project} loading={loading} error={error} onRetry={refetch}>
        {(loaded) => <ProjectView project={loaded} />}
      </EntityPageStates>
    </WithMessages>
  );
}

export function ProjectView({ project }: { project: ProjectPageData }) {
  const t = useProjectPageT();
  const { toggleLike, recordView } = useProjectActions();
  // Opening the page is a view (counted once per person and day by the server, as the card's demo link is).
  useEffect(() => {
    recordView(project.id);
  }, [project.id, recordView]);
  const links = [
    project.demoUrl && { href: project.demoUrl, label: t('showcase.card.demo') },
    project.repositoryUrl && { href: project.repositoryUrl, label: t('showcase.card.code') },
  ].filter((link): link is { href: string; label: string } => Boolean(link));
  // A member who deleted their account shows as 'a deleted member' (docs/product.md §15).
  const owners = project.team?.members ?? [];

  return (
    <Stack spacing={3}>
      <HiddenNotice item={project} itemType="project" title={project.title} />
      <Box>
        <Typography variant="h1">{project.title}</Typography>
        <Box sx={{ mt: 1 }}>
          <PublishedLine createdAt={project.createdAt} editedAt={project.editedAt} />
        </Box>
      </Box>

      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <Button
          variant={project.likedByMe ? 'contained' : 'outlined'}
          aria-pressed={project.likedByMe}
          aria-label={t('showcase.card.like', { title: project.title })}
          startIcon={project.likedByMe ? <FavoriteIcon /> : <FavoriteBorderIcon />}
          onClick={() => void toggleLike(project)}
        >
          {t('showcase.card.likes', { count: project.likes })}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('showcase.card.views', { count: project.views })}
        </Typography>
        <PeoplesChoiceVote projectId={project.id} />
        {project.canEdit && <AuthorActions project={project} />}
        <ReportButton
          itemType="project"
          itemId={project.id}
          own={project.canEdit}
          authorIds={[project.createdBy, ...(project.team?.members.map((member) => member.userId) ?? [])]}
        />
      </Stack>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            {project.imageUrl && (
              <Box sx={{ borderRadius: 2, overflow: 'hidden' }}>
                <ProjectImage
                  src={project.imageUrl}
                  alt={t('projectPage.imageAlt', { title: project.title })}
                  height={360}
                />
              </Box>
            )}
            <PageSection id="project-about" title={t('projectPage.about')}>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{project.description}</Typography>
              {project.tags.length > 0 && (
                <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }} useFlexGap>
                  {project.tags.map((tag) => (
                    <Chip key={tag} size="small" variant="outlined" label={tag} />
                  ))}
                </Stack>
              )}
            </PageSection>
            <ProjectFeedback project={project} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <PageSection id="project-links" title={t('projectPage.links')}>
              {links.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('projectPage.noLinks')}
                </Typography>
              ) : (
                <Stack spacing={1}>
                  {links.map((link) => (
                    <Link key={link.href} href={link.href} target="_blank" rel="noopener noreferrer">
                      {link.label}
                      <Box component="span" sx={visuallyHidden}>
                        {' '}
                        {t('shared.opensInNewTab')}
                      </Box>
                    </Link>
                  ))}
                </Stack>
              )}
            </PageSection>
            {project.team && (
              <PageSection id="project-team" title={t('projectPage.team')}>
                <Link component={RouterLink} to={`/teams/${project.team.id}`}>
                  {project.team.name}
                </Link>
                {owners.length > 0 && (
                  <Stack
                    component="ul"
                    aria-label={t('projectPage.madeBy')}
                    spacing={1}
                    sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
                  >
                    {owners.map((member) => (
                      <li key={member.userId}>
                        {member.user ? (
                          <PersonLink person={member.user} />
                        ) : (
                          <Typography>{t('page.unknownPerson')}</Typography>
                        )}
                      </li>
                    ))}
                  </Stack>
                )}
              </PageSection>
            )}
            {project.team?.challenge && (
              <PageSection id="project-challenge" title={t('projectPage.challenge')}>
                <Link component={RouterLink} to={`/challenges/${project.team.challenge.id}`}>
                  {project.team.challenge.title}
                </Link>
              </PageSection>
            )}
          </Stack>
        </Grid>
      </Grid>

      <Discussion subjectType="project" subjectId={project.id} />
    </Stack>
  );
}

/** The author's buttons: edit, remove (docs/product.md: owners change what they made). */
function AuthorActions({ project }: { project: ProjectPageData }) {
  const t = useProjectPageT();
  const run = usePageAction();
  const navigate = useNavigate();
  const [removeProject] = useMutation(REMOVE_PROJECT_MUTATION);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = async () => {
    const removed = await run(() => removeProject({ variables: { id: project.id } }), {
      done: t('projectPage.removed', { title: project.title }),
      lists: PROJECT_PAGE_LISTS.filter((name) => name !== 'ProjectPage'),
    });
    // The project is gone from the showcase: back to it.
    if (removed) void navigate('/showcase', { replace: true });
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setEditing(true)}>
        {t('projectPage.edit')}
      </Button>
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
        {t('projectPage.remove')}
      </Button>
      <EditProjectDialog project={project} open={editing} onClose={() => setEditing(false)} />
      <ConfirmDialog
        open={confirming}
        title={t('projectPage.remove')}
        text={t('projectPage.remove.confirm', { title: project.title })}
        confirmLabel={t('projectPage.remove')}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
