import { WithMessages } from '../i18n/WithMessages';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ME_QUERY } from '../graphql/identity';
import { HiddenNotice } from '../moderation/HiddenNotice';
import { withModerationMessages } from '../moderation/messages';
import { ReportButton } from '../moderation/ReportButton';
import {
  JOIN_TEAM_PAGE_MUTATION,
  LEAVE_TEAM_MUTATION,
  REMOVE_TEAM_MEMBER_MUTATION,
  type TeamPageData,
  type TeamPageInvitation,
  type TeamPageMember,
  TRANSFER_TEAM_LEAD_MUTATION,
  UPDATE_TEAM_MUTATION,
  WITHDRAW_TEAM_INVITATION_MUTATION,
} from '../graphql/teamPage';
import { formatDay } from '../ui/domainLabels';
import {
  ConfirmDialog,
  EntityPageStates,
  LinkList,
  PageSection,
  PersonLink,
  PublishedLine,
} from '../ui/entityPage';
import { personName } from '../ui/people';
import { lazyNamed } from '../ui/lazyNamed';
import { usePageAction } from '../ui/usePageAction';
import { EditTeamDialog } from './EditTeamDialog';
import { InviteToTeamButton } from '../invitations/InviteButtons';
import { teamPageMessages, useTeamPageT } from './pageMessages';
import { TeamChatButton } from './chat/TeamChatButton';
import { useTeamChatUnread } from './chat/useTeamChatUnread';
import { TeamMeetings } from './TeamMeetings';
import { TeamMentors } from './TeamMentors';
import { TEAM_PAGE_LISTS, useTeamPage } from './useTeamPage';

type TeamPageT = ReturnType<typeof useTeamPageT>;

/**
 * The team's milestones (docs/product.md §16.3), a chunk the dashboard shares: loaded with the page rather than
 * listed with it in the entry, which the landing page loads too.
 */
const TeamMilestones = lazyNamed(() => import('./TeamMilestones'), 'TeamMilestones');

/** The page's texts, with 'Report' and the notice on a hidden team (docs/product.md §14). */
const PAGE_MESSAGES = withModerationMessages(teamPageMessages);

/** /teams/:id (docs/product.md: pages with their own addresses; teams change who is in them). */
export function TeamPage() {
  const { id = '' } = useParams();
  const { team, loading, error, refetch } = useTeamPage(id);
  return (
    <WithMessages messages={PAGE_MESSAGES}>
      <EntityPageStates entity={team} loading={loading} error={error} onRetry={refetch}>
        {(loaded) => <TeamView team={loaded} />}
      </EntityPageStates>
    </WithMessages>
  );
}

function teamStatusLabel(t: TeamPageT, status: string): string {
  if (status === 'forming' || status === 'active' || status === 'completed')
    return t(`teams.status.${status}`);
  return status;
}

function memberName(t: TeamPageT, member: TeamPageMember): string {
  return member.user ? personName(member.user) : t('teams.details.unknownMember');
}

/** A pending action waiting for the person's confirmation. */
interface Pending {
  title: string;
  text: string;
  confirmLabel: string;
  run(): Promise<unknown>;
}

export function TeamView({ team }: { team: TeamPageData }) {
  const t = useTeamPageT();
  const intl = useIntl();
  const run = usePageAction();
  const { data: session } = useQuery(ME_QUERY, { fetchPolicy: 'cache-only' });
  const viewerId = session?.me?.id ?? null;
  const [joinTeam, joining] = useMutation(JOIN_TEAM_PAGE_MUTATION);
  const [leaveTeam] = useMutation(LEAVE_TEAM_MUTATION);
  const [removeMember] = useMutation(REMOVE_TEAM_MEMBER_MUTATION);
  const [transferLead] = useMutation(TRANSFER_TEAM_LEAD_MUTATION);
  const [pending, setPending] = useState<Pending | null>(null);

  // The leader first, then by joining (the server's order within each).
  const members = [...team.members].sort((a, b) => Number(b.role === 'leader') - Number(a.role === 'leader'));
  const joinable = !team.isMember && team.status === 'forming' && team.openSeats > 0;
  // docs/product.md §12: the team's members and its mentors meet.
  const attends = team.isMember || (viewerId !== null && team.mentorIds.includes(viewerId));

  const askLeave = () =>
    setPending({
      title: t('teamPage.leave'),
      text: t('teamPage.leave.confirm', { team: team.name }),
      confirmLabel: t('teamPage.leave'),
      run: () =>
        run(() => leaveTeam({ variables: { teamId: team.id } }), {
          done: t('teamPage.left', { team: team.name }),
          lists: TEAM_PAGE_LISTS,
        }),
    });
  const askRemove = (member: TeamPageMember) => {
    const name = memberName(t, member);
    setPending({
      title: t('teamPage.remove', { name }),
      text: t('teamPage.remove.confirm', { name, team: team.name }),
      confirmLabel: t('teamPage.remove', { name }),
      run: () =>
        run(() => removeMember({ variables: { teamId: team.id, userId: member.userId } }), {
          done: t('teamPage.removed', { name }),
          lists: TEAM_PAGE_LISTS,
        }),
    });
  };
  const askTransfer = (member: TeamPageMember) => {
    const name = memberName(t, member);
    setPending({
      title: t('teamPage.makeLeader', { name }),
      text: t('teamPage.makeLeader.confirm', { name, team: team.name }),
      confirmLabel: t('teamPage.makeLeader', { name }),
      run: () =>
        run(() => transferLead({ variables: { teamId: team.id, userId: member.userId } }), {
          done: t('teamPage.leadHandedOver', { name }),
          lists: TEAM_PAGE_LISTS,
        }),
    });
  };

  return (
    <Stack spacing={3}>
      <HiddenNotice item={team} itemType="team" title={team.name} />
      <Box>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <Chip size="small" label={teamStatusLabel(t, team.status)} />
        </Stack>
        <Typography variant="h1">{team.name}</Typography>
        <Box sx={{ mt: 1 }}>
          <PublishedLine createdAt={team.createdAt} editedAt={team.editedAt} />
        </Box>
      </Box>

      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        {team.isMember ? (
          <Button variant="outlined" color="error" onClick={askLeave}>
            {t('teamPage.leave')}
          </Button>
        ) : joinable ? (
          <Button
            variant="contained"
            disabled={joining.loading}
            onClick={() =>
              void run(() => joinTeam({ variables: { teamId: team.id } }), {
                done: t('teams.joined.title'),
                lists: TEAM_PAGE_LISTS,
              })
            }
          >
            {joining.loading ? t('teams.joining') : t('teams.join')}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('teamPage.notJoinable')}
          </Typography>
        )}
        {/* docs/product.md §11.6: the team's chat, for its members and mentors. */}
        {attends && <TeamPageChatButton teamId={team.id} />}
        {team.canManage && <LeaderActions team={team} />}
        <ReportButton
          itemType="team"
          itemId={team.id}
          own={team.isMember || team.canManage}
          authorIds={[team.leaderId]}
        />
      </Stack>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <PageSection id="team-about" title={t('teamPage.about')}>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>
                {team.description || t('teams.noDescription')}
              </Typography>
              <Box sx={{ mt: 2 }}>
                <Typography variant="body2" id="team-progress">
                  {t('teamPage.progress', { value: team.progress })}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={team.progress}
                  aria-labelledby="team-progress"
                  sx={{ mt: 0.5, height: 8, borderRadius: 4 }}
                />
                {/* docs/product.md §16.3: the progress is the share of these, each done or what is missing. */}
                {team.milestones.length > 0 && (
                  <Box sx={{ mt: 1.5 }}>
                    <Suspense fallback={null}>
                      <TeamMilestones milestones={team.milestones} />
                    </Suspense>
                  </Box>
                )}
              </Box>
            </PageSection>
            <PageSection id="team-members" title={t('teamPage.members')}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {t('teamPage.membersCount', { count: team.memberCount, max: team.maxMembers })} ·{' '}
                {t('teamPage.openSeats', { count: team.openSeats })}
              </Typography>
              {members.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('teams.details.noMembers')}
                </Typography>
              ) : (
                <Stack
                  component="ul"
                  aria-label={t('teamPage.members')}
                  spacing={2}
                  sx={{ listStyle: 'none', p: 0, m: 0 }}
                >
                  {members.map((member) => {
                    const name = memberName(t, member);
                    const self = member.userId === viewerId;
                    return (
                      <Box component="li" key={member.userId}>
                        <Stack
                          direction="row"
                          spacing={1}
                          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                          useFlexGap
                        >
                          {member.user ? (
                            <PersonLink
                              person={member.user}
                              label={self ? t('teamPage.you', { name }) : name}
                            />
                          ) : (
                            <Typography>{name}</Typography>
                          )}
                          <Chip
                            size="small"
                            variant={member.role === 'leader' ? 'filled' : 'outlined'}
                            color={member.role === 'leader' ? 'primary' : 'default'}
                            label={
                              member.role === 'leader' ? t('teams.details.leader') : t('teams.details.member')
                            }
                          />
                          {team.canManage && !self && (
                            <>
                              {/* A deleted member (docs/product.md §15) cannot lead; the leader may still remove them. */}
                              {member.user && (
                                <Button size="small" onClick={() => askTransfer(member)}>
                                  {t('teamPage.makeLeader', { name })}
                                </Button>
                              )}
                              <Button size="small" color="error" onClick={() => askRemove(member)}>
                                {t('teamPage.remove', { name })}
                              </Button>
                            </>
                          )}
                        </Stack>
                        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                          {t('teams.details.joined', { date: formatDay(intl, member.joinedAt) })}
                          {member.user &&
                            member.user.skills.length > 0 &&
                            ` · ${t('teamPage.skills', { value: member.user.skills.join(', ') })}`}
                        </Typography>
                      </Box>
                    );
                  })}
                </Stack>
              )}
            </PageSection>
            {attends && <TeamMeetings team={team} viewerId={viewerId} />}
            {team.canManage && <InvitationsSection team={team} />}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <PageSection id="team-challenge" title={t('teamPage.challenge')}>
              {team.challenge ? (
                <>
                  <Link component={RouterLink} to={`/challenges/${team.challenge.id}`}>
                    {team.challenge.title}
                  </Link>
                  {team.challenge.status === 'archived' && (
                    <Alert severity="info" sx={{ mt: 1 }}>
                      {t('teamPage.challengeArchived')}
                    </Alert>
                  )}
                </>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('teamPage.noChallenge')}
                </Typography>
              )}
            </PageSection>
            <TeamMentors team={team} viewerId={viewerId} />
            <PageSection id="team-projects" title={t('teamPage.projects')}>
              <LinkList
                label={t('teamPage.projects')}
                empty={t('teamPage.noProjects')}
                items={(team.projects ?? []).map((project) => ({
                  id: project.id,
                  to: `/projects/${project.id}`,
                  text: project.title,
                }))}
              />
            </PageSection>
          </Stack>
        </Grid>
      </Grid>

      <ConfirmDialog
        open={pending !== null}
        title={pending?.title ?? ''}
        text={pending?.text ?? ''}
        confirmLabel={pending?.confirmLabel ?? ''}
        onConfirm={() => pending?.run()}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}

/** The Chat button with the person's unread messages of this team. */
function TeamPageChatButton({ teamId }: { teamId: string }) {
  const { byTeam } = useTeamChatUnread();
  return <TeamChatButton teamId={teamId} unread={byTeam.get(teamId) ?? 0} />;
}

/** The leader's buttons: edit, and the status moves (docs/product.md: forming → active → completed and back). */
function LeaderActions({ team }: { team: TeamPageData }) {
  const t = useTeamPageT();
  const run = usePageAction();
  const [updateTeam] = useMutation(UPDATE_TEAM_MUTATION);
  const [editing, setEditing] = useState(false);
  const setStatus = (status: 'forming' | 'active' | 'completed') =>
    void run(
      () => updateTeam({ variables: { id: team.id, input: { expectedUpdatedAt: team.updatedAt, status } } }),
      { done: t('teamPage.statusChanged', { value: teamStatusLabel(t, status) }), lists: TEAM_PAGE_LISTS },
    );
  return (
    <>
      {/* docs/product.md §11.3: the leader invites someone by name while the team can take them. */}
      <InviteToTeamButton team={team} />
      <Button variant="outlined" onClick={() => setEditing(true)}>
        {t('teamPage.edit')}
      </Button>
      {team.status !== 'active' && (
        <Button variant="outlined" onClick={() => setStatus('active')}>
          {t('teamPage.toActive')}
        </Button>
      )}
      {team.status !== 'completed' && (
        <Button variant="outlined" onClick={() => setStatus('completed')}>
          {t('teamPage.toCompleted')}
        </Button>
      )}
      {team.status !== 'forming' && (
        <>
          <Button
            variant="outlined"
            disabled={team.openSeats === 0}
            aria-describedby={team.openSeats === 0 ? 'to-forming-hint' : undefined}
            onClick={() => setStatus('forming')}
          >
            {t('teamPage.toForming')}
          </Button>
          {team.openSeats === 0 && (
            <Typography id="to-forming-hint" variant="body2" color="text.secondary">
              {t('teamPage.toForming.hint')}
            </Typography>
          )}
        </>
      )}
      <EditTeamDialog team={team} open={editing} onClose={() => setEditing(false)} />
    </>
  );
}

const INVITATION_COLORS: Record<string, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  pending: 'info',
  accepted: 'success',
  declined: 'warning',
  withdrawn: 'default',
  expired: 'default',
};

/** The leader sees every invitation of the team with its state, and can withdraw a pending one. */
function InvitationsSection({ team }: { team: TeamPageData }) {
  const t = useTeamPageT();
  const intl = useIntl();
  const run = usePageAction();
  const [withdraw] = useMutation(WITHDRAW_TEAM_INVITATION_MUTATION);
  const nameOf = (invitation: TeamPageInvitation) =>
    invitation.invitedUser ? personName(invitation.invitedUser) : t('page.unknownPerson');
  const statusText = (status: string) =>
    ['pending', 'accepted', 'declined', 'withdrawn', 'expired'].includes(status)
      ? t(`teamPage.invitation.${status}` as 'teamPage.invitation.pending')
      : status;

  return (
    <PageSection id="team-invitations" title={t('teamPage.invitations')}>
      {team.invitations.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('teamPage.noInvitations')}
        </Typography>
      ) : (
        <Stack
          component="ul"
          aria-label={t('teamPage.invitations')}
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {team.invitations.map((invitation) => {
            const name = nameOf(invitation);
            return (
              <Box component="li" key={invitation.id}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                  {invitation.invitedUser ? (
                    <PersonLink person={invitation.invitedUser} />
                  ) : (
                    <Typography>{name}</Typography>
                  )}
                  <Chip
                    size="small"
                    color={INVITATION_COLORS[invitation.status] ?? 'default'}
                    label={statusText(invitation.status)}
                  />
                  <Typography variant="body2" color="text.secondary">
                    {t('teamPage.invitation.sent', { date: formatDay(intl, invitation.createdAt) })}
                  </Typography>
                  {invitation.status === 'pending' && (
                    <Button
                      size="small"
                      color="error"
                      onClick={() =>
                        void run(() => withdraw({ variables: { id: invitation.id } }), {
                          done: t('teamPage.invitation.withdrawn.toast', { name }),
                          lists: TEAM_PAGE_LISTS,
                        })
                      }
                    >
                      {t('teamPage.invitation.withdraw', { name })}
                    </Button>
                  )}
                </Stack>
              </Box>
            );
          })}
        </Stack>
      )}
    </PageSection>
  );
}
