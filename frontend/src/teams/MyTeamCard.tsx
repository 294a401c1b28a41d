import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CalendarIcon from '@mui/icons-material/CalendarTodayOutlined';
import GroupsIcon from '@mui/icons-material/Groups';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import type { Team } from '../graphql/teams';
import { formatDay } from '../ui/domainLabels';
import { TeamChatButton } from './chat/TeamChatButton';
import { useTeamsT } from './messages';
import { TeamCardHeader, TeamChallenge, TeamDescription } from './TeamCard';

/** A card under My Teams (product.md §2.11): size, creation day, the lead, the chat and the members. */
export function MyTeamCard({
  team,
  leads,
  unread = 0,
  onShowMembers,
}: {
  team: Team;
  /** Whether the person looking leads this team. */
  leads: boolean;
  /** Messages of others in its chat the person has not read. */
  unread?: number;
  onShowMembers(team: Team): void;
}) {
  const t = useTeamsT();
  const intl = useIntl();
  return (
    <Card
      component="article"
      aria-labelledby={`my-team-${team.id}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <TeamCardHeader team={team} titleId={`my-team-${team.id}`} />
        <TeamDescription team={team} />
        <TeamChallenge team={team} mb={1} />
        <Stack direction="row" spacing={2} sx={{ color: 'text.secondary', flexWrap: 'wrap' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <PeopleIcon fontSize="small" aria-hidden />
            <Typography variant="body2">{t('teams.teamOf', { count: team.memberCount })}</Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <CalendarIcon fontSize="small" aria-hidden />
            <Typography variant="body2">
              {t('shared.createdOn', { date: formatDay(intl, team.createdAt) })}
            </Typography>
          </Box>
        </Stack>
        {leads && (
          <Typography variant="body2" color="primary" sx={{ mt: 1, fontWeight: 600 }}>
            {t('teams.leader')}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {/* docs/product.md §11.6: the team's chat, with the messages the person has not read. */}
        <TeamChatButton teamId={team.id} unread={unread} fullWidth />
        <Tooltip title={t('teams.showMembers', { name: team.name })}>
          <IconButton
            aria-label={t('teams.showMembers', { name: team.name })}
            onClick={() => onShowMembers(team)}
          >
            <GroupsIcon />
          </IconButton>
        </Tooltip>
      </CardActions>
    </Card>
  );
}
