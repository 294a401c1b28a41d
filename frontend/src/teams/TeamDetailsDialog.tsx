import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Team, TeamMember } from '../graphql/teams';
import { formatDay } from '../ui/domainLabels';
import { EntityLink, personPath } from '../ui/links';
import { useTeamsT } from './messages';

export function memberName(member: TeamMember): string | null {
  return member.user ? `${member.user.firstName} ${member.user.lastName}`.trim() : null;
}

export function memberInitials(member: TeamMember): string {
  if (!member.user) return '?';
  return `${member.user.firstName.trim().charAt(0)}${member.user.lastName.trim().charAt(0)}`.toUpperCase();
}

interface Props {
  team: Team | null;
  open: boolean;
  /** 'contact': the team takes no new members (Contact Team); 'details': the members of one's own team. */
  mode: 'details' | 'contact';
  onClose(): void;
}

/** Who is on a team: its members (leader first) with their role and the day they joined. Real data only. */
export function TeamDetailsDialog({ team, open, mode, onClose }: Props) {
  const t = useTeamsT();
  const intl = useIntl();
  return (
    <Dialog
      open={open && Boolean(team)}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="team-details-title"
    >
      {team && (
        <>
          <DialogTitle id="team-details-title">{team.name}</DialogTitle>
          <DialogContent>
            {mode === 'contact' && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('teams.details.notJoinable')}
              </Alert>
            )}
            <Typography variant="subtitle2" component="h3">
              {t('teams.details.members')}
            </Typography>
            {team.members.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 1 }}>
                {t('teams.details.noMembers')}
              </Typography>
            ) : (
              <List dense>
                {team.members.map((member) => {
                  const leader = member.userId === team.leaderId || member.role === 'leader';
                  const name = memberName(member);
                  return (
                    <ListItem key={member.userId} disableGutters>
                      <ListItemAvatar>
                        <Avatar
                          src={member.user?.profileImageUrl ?? undefined}
                          alt=""
                          aria-hidden
                          sx={{ bgcolor: leader ? 'primary.main' : 'secondary.main' }}
                        >
                          {memberInitials(member)}
                        </Avatar>
                      </ListItemAvatar>
                      <ListItemText
                        primary={
                          name ? (
                            <EntityLink to={personPath(member.userId)}>{name}</EntityLink>
                          ) : (
                            t('teams.details.unknownMember')
                          )
                        }
                        secondary={`${leader ? t('teams.details.leader') : t('teams.details.member')} · ${t('teams.details.joined', { date: formatDay(intl, member.joinedAt) })}`}
                      />
                    </ListItem>
                  );
                })}
              </List>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{intl.formatMessage({ id: 'common.close' })}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
