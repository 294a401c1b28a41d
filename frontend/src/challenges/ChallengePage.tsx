import { WithMessages } from '../i18n/WithMessages';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Discussion } from '../discussion/Discussion';
import { type ChallengePageData, UPDATE_CHALLENGE_MUTATION } from '../graphql/challengePage';
import { HiddenNotice } from '../moderation/HiddenNotice';
import { withModerationMessages } from '../moderation/messages';
import { ReportButton } from '../moderation/ReportButton';
import { AcceptChallengeDialog } from './AcceptChallengeDialog';
import { categoryLabel, DIFFICULTY_COLORS, difficultyLabel } from '../ui/domainLabels';
import {
  ConfirmDialog,
  EntityPageStates,
  LinkList,
  PageSection,
  PersonLink,
  PublishedLine,
} from '../ui/entityPage';
import { usePageAction } from '../ui/usePageAction';
import { CHALLENGE_EDIT_LISTS, EditChallengeDialog } from './EditChallengeDialog';
import { challengePageMessages, useChallengePageT } from './pageMessages';
import { useChallengePage } from './useChallengePage';

/** The page's texts, with 'Report' and the notice on a hidden challenge (docs/product.md §14). */
const PAGE_MESSAGES = withModerationMessages(challengePageMessages);

/** /challenges/:id (docs/product.md: pages with their own addresses). */
export function ChallengePage() {
  const { id = '' } = useParams();
  const { challenge, loading, error, refetch } = useChallengePage(id);
  return (
    <WithMessages messages={PAGE_MESSAGES}>
      <EntityPageStates entity={challenge} loading={loading} error={error} onRetry={refetch}>
        {(loaded) => <ChallengeView challenge={loaded} />}
      </EntityPageStates>
    </WithMessages>
  );
}

/** Scrolls to 'Teams working on it' and moves the focus there (its heading). */
function showTeamsSection() {
  const heading = document.getElementById('challenge-teams');
  heading?.setAttribute('tabindex', '-1');
  heading?.scrollIntoView?.({ block: 'start' });
  heading?.focus();
}

export function ChallengeView({ challenge }: { challenge: ChallengePageData }) {
  const t = useChallengePageT();
  const intl = useIntl();
  const [accepting, setAccepting] = useState(false);
  const teams = challenge.teams?.nodes ?? [];
  const projects = teams.flatMap((team) => team.projects ?? []);
  const insights = challenge.validatedInsights ?? [];
  const location = useLocation();
  // Arriving from a card's 'See its teams': straight to them.
  const focusTeams = (location.state as { focus?: string } | null)?.focus === 'challenge-teams';
  useEffect(() => {
    if (focusTeams) showTeamsSection();
  }, [focusTeams]);

  return (
    <Stack spacing={3}>
      <HiddenNotice item={challenge} itemType="challenge" title={challenge.title} />
      {challenge.status === 'archived' && <Alert severity="info">{t('challengePage.archivedNotice')}</Alert>}
      {challenge.status === 'closed' && <Alert severity="info">{t('challengePage.closedNotice')}</Alert>}
      <Box>
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
          {/* Hidden by staff (docs/product.md §14): its author sees that, not the status it had. */}
          <Chip
            size="small"
            color={challenge.hidden ? 'warning' : 'default'}
            label={challenge.hidden ? t('challengePage.status.hidden') : statusLabel(t, challenge.status)}
          />
          <Chip size="small" variant="outlined" label={categoryLabel(intl, challenge.category)} />
          <Chip
            size="small"
            color={DIFFICULTY_COLORS[challenge.difficulty] ?? 'default'}
            label={difficultyLabel(intl, challenge.difficulty)}
          />
        </Stack>
        <Typography variant="h1">{challenge.title}</Typography>
        <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          {challenge.author ? (
            <Typography
              component="span"
              variant="body2"
              sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}
            >
              {t('challengePage.author')} <PersonLink person={challenge.author} />
            </Typography>
          ) : (
            <Typography component="span" variant="body2">
              {t('challengePage.authorDeleted')}
            </Typography>
          )}
          <PublishedLine createdAt={challenge.createdAt} editedAt={challenge.editedAt} />
        </Stack>
      </Box>

      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
        {/* Its author starts a team for their own challenge, or goes to the teams already on it. */}
        <Button
          variant="contained"
          disabled={challenge.status !== 'active'}
          onClick={() => setAccepting(true)}
        >
          {challenge.canEdit ? t('challenges.startTeam') : t('challenges.accept')}
        </Button>
        {challenge.canEdit && teams.length > 0 && (
          <Button variant="outlined" onClick={showTeamsSection}>
            {t('challenges.seeTeams', { count: teams.length })}
          </Button>
        )}
        {challenge.canEdit && <AuthorActions challenge={challenge} />}
        <ReportButton
          itemType="challenge"
          itemId={challenge.id}
          own={challenge.canEdit}
          authorIds={[challenge.createdBy]}
        />
      </Stack>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <PageSection id="challenge-details" title={t('challengePage.details')}>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{challenge.description}</Typography>
              {challenge.tags.length > 0 && (
                <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }} useFlexGap>
                  {challenge.tags.map((tag) => (
                    <Chip key={tag} size="small" variant="outlined" label={tag} />
                  ))}
                </Stack>
              )}
            </PageSection>
            {insights.length > 0 && (
              <PageSection id="challenge-insights" title={t('challengePage.insights')}>
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {insights.map((insight) => (
                    <li key={insight}>
                      <Typography variant="body2">{insight}</Typography>
                    </li>
                  ))}
                </Box>
              </PageSection>
            )}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <PageSection id="challenge-teams" title={t('challengePage.teams')}>
              <LinkList
                label={t('challengePage.teams')}
                empty={t('challengePage.noTeams')}
                items={teams.map((team) => ({
                  id: team.id,
                  to: `/teams/${team.id}`,
                  text: team.name,
                  detail: t('challengePage.teamLine', {
                    count: team.memberCount,
                    max: team.maxMembers,
                    value: team.progress,
                  }),
                }))}
              />
            </PageSection>
            <PageSection id="challenge-projects" title={t('challengePage.projects')}>
              <LinkList
                label={t('challengePage.projects')}
                empty={t('challengePage.noProjects')}
                items={projects.map((project) => ({
                  id: project.id,
                  to: `/projects/${project.id}`,
                  text: project.title,
                }))}
              />
            </PageSection>
          </Stack>
        </Grid>
      </Grid>

      <Discussion subjectType="challenge" subjectId={challenge.id} />

      <AcceptChallengeDialog
        open={accepting}
        onClose={() => setAccepting(false)}
        challenge={{ id: challenge.id, title: challenge.title, teamCount: challenge.teamCount }}
      />
    </Stack>
  );
}

type ChallengePageT = ReturnType<typeof useChallengePageT>;

function statusLabel(t: ChallengePageT, status: string): string {
  if (status === 'active' || status === 'closed' || status === 'archived')
    return t(`challengePage.status.${status}`);
  return status;
}

/** The author's buttons: edit; close, archive or reopen (docs/product.md: owners change what they made). */
function AuthorActions({ challenge }: { challenge: ChallengePageData }) {
  const t = useChallengePageT();
  const run = usePageAction();
  const [updateChallenge] = useMutation(UPDATE_CHALLENGE_MUTATION);
  const [editing, setEditing] = useState(false);
  const [confirmArchive, setConfirmArchive] = useState(false);

  const setStatus = (status: 'active' | 'closed' | 'archived') =>
    run(
      () =>
        updateChallenge({
          variables: { id: challenge.id, input: { expectedUpdatedAt: challenge.updatedAt, status } },
        }),
      {
        done: t('challengePage.statusChanged', { value: statusLabel(t, status) }),
        lists: CHALLENGE_EDIT_LISTS,
      },
    );

  return (
    <>
      <Button variant="outlined" onClick={() => setEditing(true)}>
        {t('challengePage.edit')}
      </Button>
      {challenge.status === 'active' && (
        <Button variant="outlined" onClick={() => void setStatus('closed')}>
          {t('challengePage.close')}
        </Button>
      )}
      {challenge.status !== 'active' && (
        <Button variant="outlined" onClick={() => void setStatus('active')}>
          {t('challengePage.reopen')}
        </Button>
      )}
      {challenge.status !== 'archived' && (
        <Button variant="outlined" color="error" onClick={() => setConfirmArchive(true)}>
          {t('challengePage.archive')}
        </Button>
      )}
      <EditChallengeDialog challenge={challenge} open={editing} onClose={() => setEditing(false)} />
      <ConfirmDialog
        open={confirmArchive}
        title={t('challengePage.archive')}
        text={t('challengePage.archive.confirm', { title: challenge.title })}
        confirmLabel={t('challengePage.archive')}
        onConfirm={() => setStatus('archived')}
        onClose={() => setConfirmArchive(false)}
      />
    </>
  );
}
