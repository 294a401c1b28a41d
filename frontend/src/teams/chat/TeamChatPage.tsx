import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { ChatReader } from '@creators/contracts';
import { ME_QUERY } from '../../graphql/identity';
import type { TeamPageData } from '../../graphql/teamPage';
import { WithMessages } from '../../i18n/WithMessages';
import { EntityPageStates } from '../../ui/entityPage';
import { teamPageMessages } from '../pageMessages';
import { useTeamPage } from '../useTeamPage';
import { teamChatMessages, useTeamChatT } from './messages';
import { TeamChat } from './TeamChat';

/** /teams/:id/chat: a team's chat (docs/product.md §11.6), opened by the Chat buttons of its members and mentors. */
export function TeamChatPage() {
  const { id = '' } = useParams();
  const { team, loading, error, refetch } = useTeamPage(id);
  return (
    <WithMessages messages={teamPageMessages}>
      <WithMessages messages={teamChatMessages}>
        <EntityPageStates entity={team} loading={loading} error={error} onRetry={refetch}>
          {(loaded) => <TeamChatView team={loaded} />}
        </EntityPageStates>
      </WithMessages>
    </WithMessages>
  );
}

/** Who may be mentioned: the team's members and mentors, by their names. */
export function chatReaders(team: Pick<TeamPageData, 'members' | 'mentors'>): ChatReader[] {
  const readers = new Map<string, ChatReader>();
  for (const member of team.members)
    if (member.user)
      readers.set(member.userId, {
        id: member.userId,
        firstName: member.user.firstName,
        lastName: member.user.lastName,
      });
  for (const mentor of team.mentors)
    readers.set(mentor.id, { id: mentor.id, firstName: mentor.firstName, lastName: mentor.lastName });
  return [...readers.values()];
}

function TeamChatView({ team }: { team: TeamPageData }) {
  const t = useTeamChatT();
  const { data: session } = useQuery(ME_QUERY, { fetchPolicy: 'cache-only' });
  const me = session?.me;
  return (
    <Stack spacing={2} sx={{ maxWidth: 900, mx: 'auto', width: '100%' }}>
      <Box>
        <Link
          component={RouterLink}
          to={`/teams/${team.id}`}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
        >
          <ArrowBackIcon fontSize="small" aria-hidden />
          {t('teamChat.backToTeam', { team: team.name })}
        </Link>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {t('teamChat.heading', { team: team.name })}
        </Typography>
      </Box>
      {me && (
        <TeamChat
          teamId={team.id}
          readers={chatReaders(team)}
          viewer={{ id: me.id, isStaff: Boolean(me.isStaff) }}
        />
      )}
    </Stack>
  );
}
