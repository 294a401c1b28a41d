import { useId, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PEOPLE_SEARCH_MIN_LENGTH } from '@creators/contracts';
import { serverMessage } from '../graphql/errors';
import { errorCode, refetchActive } from '../graphql/writeFailures';
import { useRelogin } from '../ui/useRelogin';
import { initials } from '../ui/people';
import { CancelActions, DialogSubtitle, FormDialog } from '../ui/FormDialog';
import { personName } from '../ui/people';
import { useToast } from '../ui/toast/ToastProvider';
import { useDebouncedValue } from '../ui/useDebouncedValue';
import { INVITE_TO_TEAM_MUTATION, PEOPLE_TO_INVITE_QUERY } from './graphql';
import { useInviteT } from './messages';

/** What an invitation changes: the team page's invitations, the lists with the team. */
export const INVITE_LISTS = ['TeamPage', 'MyTeams', 'Teams'] as const;

/** Refusals the server explains (already a member, already invited, team full, not the leader...). */
const EXPLAINED = new Set(['BAD_USER_INPUT', 'CONFLICT', 'FORBIDDEN', 'NOT_FOUND', 'TOO_MANY_REQUESTS']);

/** Sends an invitation: a toast when sent; the server's reason (or 'Failed to send team invitation.') when not. */
function useInvite(onSent: () => void) {
  const t = useInviteT();
  const client = useApolloClient();
  const { toast } = useToast();
  const { handleUnauthorized } = useRelogin();
  const [invite, { loading }] = useMutation(INVITE_TO_TEAM_MUTATION);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (teamId: string, userId: string) => {
    setFailure(null);
    try {
      await invite({ variables: { input: { teamId, userId } } });
    } catch (error) {
      if (handleUnauthorized(error)) return;
      const code = errorCode(error);
      // Shown in the dialog: while it is open, a toast is hidden from screen readers.
      setFailure((code && EXPLAINED.has(code) && serverMessage(error)) || t('invite.failed'));
      return;
    }
    toast({ title: t('invite.sent.title'), description: t('invite.sent.description') });
    void refetchActive(client, INVITE_LISTS);
    onSent();
  };
  return { send, sending: loading, failure };
}

/**
 * docs/product.md §11.3: the team's leader finds a person by name (the start of a first or last name) and invites
 * them; the team page's 'Invite'.
 */
export function InviteToTeamDialog({
  open,
  onClose,
  team,
}: {
  open: boolean;
  onClose(): void;
  team: { id: string; name: string };
}) {
  const t = useInviteT();
  return (
    <FormDialog
      id="invite-dialog"
      open={open}
      onClose={onClose}
      title={t('invite.title', { team: team.name })}
    >
      <FindPerson teamId={team.id} onDone={onClose} />
    </FormDialog>
  );
}

function FindPerson({ teamId, onDone }: { teamId: string; onDone(): void }) {
  const t = useInviteT();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim());
  const hintId = useId();
  const searching = settled.length >= PEOPLE_SEARCH_MIN_LENGTH;
  const { data, loading } = useQuery(PEOPLE_TO_INVITE_QUERY, {
    variables: { search: settled },
    skip: !searching,
    errorPolicy: 'all',
  });
  const { send, sending, failure } = useInvite(onDone);
  const people = searching ? (data?.people ?? []) : [];

  return (
    <>
      <DialogContent sx={{ pt: 0 }}>
        <DialogSubtitle dialogId="invite-dialog">{t('invite.subtitle')}</DialogSubtitle>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <TextField
          fullWidth
          label={t('invite.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          helperText={t('invite.search.hint')}
          slotProps={{
            htmlInput: { maxLength: 100, 'aria-describedby': hintId },
            formHelperText: { id: hintId },
          }}
        />
        {searching && !loading && people.length === 0 && (
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('invite.noResults')}
          </Typography>
        )}
        {people.length > 0 && (
          <Stack
            component="ul"
            aria-label={t('invite.results')}
            spacing={1}
            sx={{ listStyle: 'none', p: 0, mt: 2, mb: 0 }}
          >
            {people.map((person) => {
              const name = personName(person);
              return (
                <Box component="li" key={person.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <Avatar
                    src={person.profileImageUrl ?? undefined}
                    alt=""
                    aria-hidden
                    sx={{ width: 32, height: 32, fontSize: 13, bgcolor: 'primary.main' }}
                  >
                    {initials(person)}
                  </Avatar>
                  <Typography sx={{ flex: 1, minWidth: 0 }}>{name}</Typography>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={sending}
                    aria-label={t('invite.person', { name })}
                    onClick={() => void send(teamId, person.id)}
                    sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
                  >
                    {t('invite.button')}
                  </Button>
                </Box>
              );
            })}
          </Stack>
        )}
      </DialogContent>
      <CancelActions onCancel={onDone} />
    </>
  );
}

/**
 * docs/product.md §11.3: from a person's page or a recommendation, the leader picks one of their teams that can
 * take them (forming, with open seats) and invites them.
 */
export function InvitePersonDialog({
  open,
  onClose,
  person,
  teams,
}: {
  open: boolean;
  onClose(): void;
  person: { id: string; firstName: string; lastName: string };
  teams: ReadonlyArray<{ id: string; name: string }>;
}) {
  const t = useInviteT();
  const name = personName(person);
  return (
    <FormDialog
      id="invite-person-dialog"
      open={open}
      onClose={onClose}
      title={t('invite.person.title', { name })}
    >
      <ChooseTeam personId={person.id} teams={teams} onDone={onClose} />
    </FormDialog>
  );
}

function ChooseTeam({
  personId,
  teams,
  onDone,
}: {
  personId: string;
  teams: ReadonlyArray<{ id: string; name: string }>;
  onDone(): void;
}) {
  const t = useInviteT();
  const [teamId, setTeamId] = useState(teams[0]?.id ?? '');
  const { send, sending, failure } = useInvite(onDone);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (teamId) void send(teamId, personId);
      }}
    >
      <DialogContent sx={{ pt: 0 }}>
        <DialogSubtitle dialogId="invite-person-dialog">{t('invite.person.subtitle')}</DialogSubtitle>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <TextField
          select
          fullWidth
          label={t('invite.team')}
          value={teamId}
          onChange={(event) => setTeamId(event.target.value)}
        >
          {teams.map((team) => (
            <MenuItem key={team.id} value={team.id}>
              {team.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <CancelActions onCancel={onDone}>
        <Button type="submit" variant="contained" disabled={sending || !teamId}>
          {sending ? t('invite.sending') : t('invite.send')}
        </Button>
      </CancelActions>
    </Box>
  );
}
