import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApolloClient, useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { ChallengePageTeam } from '../graphql/challengePage';
import { serverMessage } from '../graphql/errors';
import { JOIN_TEAM_MUTATION } from '../graphql/teams';
import { errorCode, refetchActive } from '../graphql/writeFailures';
import { TEAM_LISTS } from '../teams/CreateTeamDialog';
import { useTeamsT } from '../teams/messages';
import { CancelActions } from '../ui/FormDialog';
import { teamPath } from '../ui/links';
import { keepFocusInPage } from '../ui/mainContent';
import { useToast } from '../ui/toast/ToastProvider';
import { useRelogin } from '../ui/useRelogin';
import { WithMessages } from '../i18n/WithMessages';
import { challengeFollowUpMessages, useChallengeFollowUpT } from './followUpMessages';

const DIALOG_ID = 'accept-challenge';

interface Props {
  open: boolean;
  /** The teams on the challenge with an open seat. */
  teams: ChallengePageTeam[];
  onStartNew(): void;
  onClose(): void;
}

/** 'Accept Challenge' where teams already work on it: join one of those with an open seat, or start a new one. */
export function JoinTeamChooser(props: Props) {
  return (
    <WithMessages messages={challengeFollowUpMessages}>
      <Chooser {...props} />
    </WithMessages>
  );
}

function Chooser({ open, teams, onStartNew, onClose }: Props) {
  const t = useChallengeFollowUpT();
  const join = useJoin(onClose);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${DIALOG_ID}-title`}
      aria-describedby={`${DIALOG_ID}-subtitle`}
      slotProps={{ transition: { onExited: keepFocusInPage } }}
    >
      <DialogTitle id={`${DIALOG_ID}-title`}>{t('challenges.acceptChoice.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${DIALOG_ID}-subtitle`}>
          {t('challenges.acceptChoice.subtitle', { count: teams.length })}
        </DialogContentText>
        <List>
          {teams.map((team) => (
            <ListItem
              key={team.id}
              disableGutters
              secondaryAction={
                <Button
                  variant="outlined"
                  disabled={join.joiningId !== null}
                  aria-label={t('challenges.acceptChoice.joinTeam', { name: team.name })}
                  onClick={() => void join.run(team)}
                >
                  {t('challenges.acceptChoice.join')}
                </Button>
              }
            >
              <ListItemText
                primary={team.name}
                secondary={t('challenges.acceptChoice.seats', {
                  count: team.maxMembers - team.memberCount,
                })}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <CancelActions onCancel={onClose}>
        <Button variant="contained" onClick={onStartNew}>
          {t('challenges.acceptChoice.startNew')}
        </Button>
      </CancelActions>
    </Dialog>
  );
}

/** Joining one of the teams: toasted, the team lists read again, then the team's page. */
function useJoin(onDone: () => void) {
  const t = useTeamsT();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { handleUnauthorized } = useRelogin();
  const [joinTeam] = useMutation(JOIN_TEAM_MUTATION);
  const [joiningId, setJoiningId] = useState<string | null>(null);
  const run = async (team: ChallengePageTeam) => {
    setJoiningId(team.id);
    try {
      await joinTeam({ variables: { teamId: team.id } });
      toast({ title: t('teams.joined.title'), description: t('teams.joined.description') });
      onDone();
      void navigate(teamPath(team.id));
    } catch (error) {
      if (handleUnauthorized(error)) return;
      // A team that filled up or stopped forming meanwhile: the server says which (already translated).
      const conflict = errorCode(error) === 'CONFLICT' ? serverMessage(error) : undefined;
      toast({
        variant: 'destructive',
        title: t('shared.error'),
        description: conflict ?? t('teams.joinFailed'),
      });
    } finally {
      setJoiningId(null);
      void refetchActive(client, TEAM_LISTS);
    }
  };
  return { run, joiningId };
}
