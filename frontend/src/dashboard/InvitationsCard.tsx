import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailIcon from '@mui/icons-material/MailOutlined';
import {
  ACCEPT_TEAM_INVITATION_MUTATION,
  DECLINE_TEAM_INVITATION_MUTATION,
  type MyInvitation,
  INVITATIONS_SHOWN,
  MY_INVITATIONS_QUERY,
} from '../graphql/invitations';
import { WithMessages } from '../i18n/WithMessages';
import { formatDay } from '../ui/domainLabels';
import { personName } from '../ui/people';
import { usePageAction } from '../ui/usePageAction';
import { DashboardCard } from './DashboardCard';
import { invitationsMessages, useInvitationsT } from './invitationsMessages';

/** How many pending invitations the card shows. */

/** What answering an invitation changes on screen: the invitations, the person's teams, the team's page. */
const INVITATION_LISTS = ['MyInvitations', 'MyTeams', 'Teams', 'TeamPage', 'MyTeamChallenges'] as const;

/**
 * docs/product.md (invitations): the invited person sees their pending team invitations on the dashboard and
 * accepts one (joining under the join rules; a full or closed team says so) or declines it. Nothing shows without
 * pending invitations.
 */
export function InvitationsCard() {
  return (
    <WithMessages messages={invitationsMessages}>
      <Invitations />
    </WithMessages>
  );
}

function Invitations() {
  const t = useInvitationsT();
  const query = useQuery(MY_INVITATIONS_QUERY, {
    variables: { first: INVITATIONS_SHOWN },
    errorPolicy: 'all',
  });
  const invitations = query.data?.myInvitations.nodes.filter((i) => i.status === 'pending') ?? [];
  if (invitations.length === 0) return null;
  return (
    <DashboardCard id="invitations-title" title={t('invitations.title')} icon={<MailIcon fontSize="small" />}>
      <Stack
        component="ul"
        aria-labelledby="invitations-title"
        spacing={2}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {invitations.map((invitation) => (
          <InvitationItem key={invitation.id} invitation={invitation} />
        ))}
      </Stack>
    </DashboardCard>
  );
}

function InvitationItem({ invitation }: { invitation: MyInvitation }) {
  const t = useInvitationsT();
  const intl = useIntl();
  const run = usePageAction();
  const [accept, accepting] = useMutation(ACCEPT_TEAM_INVITATION_MUTATION);
  const [decline, declining] = useMutation(DECLINE_TEAM_INVITATION_MUTATION);
  const team = invitation.team?.name ?? '';
  const busy = accepting.loading || declining.loading;
  const teamLink = invitation.team ? (
    <Link component={RouterLink} to={`/teams/${invitation.team.id}`}>
      {team}
    </Link>
  ) : (
    team
  );
  return (
    <Box component="li">
      <Typography variant="body2">
        {invitation.inviter
          ? intl.formatMessage(
              { id: 'invitations.from' },
              { name: personName(invitation.inviter), team: teamLink },
            )
          : intl.formatMessage({ id: 'invitations.to' }, { team: teamLink })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ fontSize: '0.8rem' }}>
        {t('invitations.expires', { date: formatDay(intl, invitation.expiresAt) })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button
          size="small"
          variant="contained"
          disabled={busy}
          aria-label={t('invitations.accept.label', { team })}
          onClick={() =>
            void run(() => accept({ variables: { id: invitation.id } }), {
              done: t('invitations.accepted', { team }),
              lists: INVITATION_LISTS,
            })
          }
        >
          {t('invitations.accept')}
        </Button>
        <Button
          size="small"
          disabled={busy}
          aria-label={t('invitations.decline.label', { team })}
          onClick={() =>
            void run(() => decline({ variables: { id: invitation.id } }), {
              done: t('invitations.declined', { team }),
              lists: INVITATION_LISTS,
            })
          }
        >
          {t('invitations.decline')}
        </Button>
      </Stack>
    </Box>
  );
}
