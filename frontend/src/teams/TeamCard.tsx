import { FormattedMessage } from 'react-intl';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import { TEAM_STATUSES } from '@creators/contracts';
import type { Team } from '../graphql/teams';
import { personName } from '../ui/people';
import { challengePath, EntityLink, teamPath } from '../ui/links';
import { useTeamsT } from './messages';
import { STATUS_COLORS, teamAction } from './teamFilters';

export function useStatusLabel() {
  const t = useTeamsT();
  return (status: string) =>
    (TEAM_STATUSES as readonly string[]).includes(status)
      ? t(`teams.status.${status as (typeof TEAM_STATUSES)[number]}`)
      : status;
}

export function TeamStatusChip({ status }: { status: string }) {
  const statusLabel = useStatusLabel();
  return <Chip size="small" label={statusLabel(status)} color={STATUS_COLORS[status] ?? 'default'} />;
}

/** The head of a team card: its name (a link to the team's page) and its status. */
export function TeamCardHeader({ team, titleId }: { team: Team; titleId: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        gap: 1,
        mb: 1,
      }}
    >
      <Typography id={titleId} variant="h3">
        <EntityLink to={teamPath(team.id)}>{team.name}</EntityLink>
      </Typography>
      <TeamStatusChip status={team.status} />
    </Box>
  );
}

/** A team's description, or 'No description provided'. */
export function TeamDescription({ team }: { team: Team }) {
  const t = useTeamsT();
  return (
    <Typography
      color="text.secondary"
      variant="body2"
      sx={{ mb: 1.5, fontStyle: team.description ? undefined : 'italic' }}
    >
      {team.description || t('teams.noDescription')}
    </Typography>
  );
}

/** 'Challenge: {title}' when the team works on one; the title links to the challenge's page. */
export function TeamChallenge({ team, mb }: { team: Team; mb: number }) {
  if (!team.challenge) return null;
  return (
    <Typography variant="body2" sx={{ mb }}>
      <FormattedMessage
        id="teams.challenge"
        values={{
          title: (
            <EntityLink to={challengePath(team.challenge.id)} inText>
              {team.challenge.title}
            </EntityLink>
          ),
        }}
      />
    </Typography>
  );
}

/** docs/product.md §12: the avatars of a team's mentors, named for screen readers; nothing without mentors. */
export function TeamMentorAvatars({ team }: { team: Team }) {
  const t = useTeamsT();
  const { mentors } = team;
  if (mentors.length === 0) return null;
  const names = mentors.map(personName).join(', ');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
      <Box sx={{ display: 'flex' }} aria-hidden>
        {mentors.map((mentor, index) => (
          <Avatar
            key={mentor.id}
            src={mentor.profileImageUrl ?? undefined}
            alt=""
            sx={{
              width: 24,
              height: 24,
              fontSize: 11,
              bgcolor: 'primary.main',
              ml: index === 0 ? 0 : -0.75,
              border: 2,
              borderColor: 'background.paper',
            }}
          >
            {mentor.firstName.charAt(0)}
            {mentor.lastName.charAt(0)}
          </Avatar>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('teams.mentoredBy', { names })}
      </Typography>
    </Box>
  );
}

/** A card under Discover Teams (product.md §2.11): members, progress and the one action that applies. */
export function TeamCard({
  team,
  joining,
  onJoin,
  onContact,
}: {
  team: Team;
  joining: boolean;
  onJoin(team: Team): void;
  onContact(team: Team): void;
}) {
  const t = useTeamsT();
  const action = teamAction(team);
  return (
    <Card
      component="article"
      aria-labelledby={`team-${team.id}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <TeamCardHeader team={team} titleId={`team-${team.id}`} />
        <TeamDescription team={team} />
        <TeamChallenge team={team} mb={1.5} />
        <TeamMentorAvatars team={team} />
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            color: 'text.secondary',
            mb: 1.5,
          }}
        >
          <PeopleIcon fontSize="small" aria-hidden />
          <Typography variant="body2">
            {t('teams.members', { count: team.memberCount, max: team.maxMembers })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {t('teams.progress')}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {`${team.progress}%`}
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={Math.max(0, Math.min(100, team.progress))}
          aria-label={t('teams.progress.label', { name: team.name })}
          sx={{ height: 8, borderRadius: 4 }}
        />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {action === 'member' ? (
          <Button variant="outlined" disabled fullWidth>
            {t('teams.alreadyMember')}
          </Button>
        ) : action === 'join' ? (
          <Button variant="contained" fullWidth disabled={joining} onClick={() => onJoin(team)}>
            {joining ? t('teams.joining') : t('teams.join')}
          </Button>
        ) : (
          <Button variant="outlined" fullWidth onClick={() => onContact(team)}>
            {t('teams.contact')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
