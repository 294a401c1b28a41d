import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createTeamSchema, LIMITS } from '@creators/contracts';
import { CHALLENGES_QUERY } from '../graphql/challenges';
import { serverFieldErrors } from '../graphql/errors';
import { CREATE_TEAM_MUTATION } from '../graphql/teams';
import { refetchActive, useRelogin } from '../graphql/writeFailures';
import { useMessageText } from '../i18n/useT';
import { muiField } from '../ui/formFields';
import { useToast } from '../ui/toast/ToastProvider';
import { useTeamsT } from './messages';

/** The lists a new team changes (SPEC 7: teams and my teams; a linked challenge's team count). */
export const TEAM_LISTS = ['Teams', 'MyTeams', 'Challenges'] as const;

/** createTeamSchema, with the select's empty choice meaning "no challenge". */
const teamFormSchema = createTeamSchema.extend({
  challengeId: z.preprocess((value) => (value === '' ? undefined : value), createTeamSchema.shape.challengeId),
});
type TeamFormInput = z.input<typeof teamFormSchema>;
type TeamFormOutput = z.output<typeof teamFormSchema>;

const TEAM_SIZES = Array.from({ length: LIMITS.teamSizeMax - LIMITS.teamSizeMin + 1 }, (_, i) => LIMITS.teamSizeMin + i);

interface Props {
  open: boolean;
  onClose(): void;
  /** 'Accept Challenge': the challenge the new team works on, preselected. */
  challenge?: { id: string; title: string } | null;
}

/** 'Create Team' (SPEC 2): name, description, maximum members (2-6, default 4) and an optional challenge. */
export function CreateTeamDialog({ open, onClose, challenge }: Props) {
  const t = useTeamsT();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="create-team-title" aria-describedby="create-team-subtitle">
      <DialogTitle id="create-team-title">{t('teams.form.title')}</DialogTitle>
      {/* The form lives inside the dialog, so it starts afresh each time the dialog opens. */}
      <CreateTeamForm onClose={onClose} challenge={challenge ?? null} />
    </Dialog>
  );
}

function CreateTeamForm({ onClose, challenge }: { onClose(): void; challenge: { id: string; title: string } | null }) {
  const t = useTeamsT();
  const text = useMessageText();
  const client = useApolloClient();
  const { toast } = useToast();
  const { handleUnauthorized } = useRelogin();
  const challenges = useQuery(CHALLENGES_QUERY, { errorPolicy: 'all' });
  const [createTeam] = useMutation(CREATE_TEAM_MUTATION);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TeamFormInput, unknown, TeamFormOutput>({
    resolver: zodResolver(teamFormSchema),
    defaultValues: { name: '', description: '', maxMembers: String(LIMITS.teamSizeDefault), challengeId: challenge?.id ?? '' },
  });

  // The accepted challenge is an option from the start, even before the list has loaded.
  const challengeOptions: Array<{ id: string; title: string }> = (challenges.data?.challenges ?? []).map(({ id, title }) => ({ id, title }));
  if (challenge && !challengeOptions.some((c) => c.id === challenge.id)) challengeOptions.unshift({ id: challenge.id, title: challenge.title });

  // Also shown in the dialog: while it is open, the rest of the page (and the toast) is hidden from screen readers.
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await createTeam({
        variables: {
          input: {
            name: values.name,
            description: values.description,
            maxMembers: values.maxMembers,
            status: values.status,
            ...(values.challengeId ? { challengeId: values.challengeId } : {}),
          },
        },
      });
      toast({ title: t('teams.created.title'), description: t('teams.created.description') });
      onClose();
      void refetchActive(client, TEAM_LISTS);
    } catch (error) {
      if (handleUnauthorized(error)) {
        setFailure(t('shared.unauthorized.description'));
        return;
      }
      const fields = serverFieldErrors(error);
      for (const field of ['name', 'description', 'maxMembers', 'challengeId'] as const) if (fields[field]) setError(field, { message: fields[field] });
      setFailure(t('teams.createFailed'));
      toast({ variant: 'destructive', title: t('shared.error'), description: t('teams.createFailed') });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText id="create-team-subtitle" sx={{ mb: 2 }}>
          {t('teams.form.subtitle')}
        </DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Stack spacing={2.5}>
          <TextField
            {...muiField(register('name'))}
            label={t('teams.form.name')}
            placeholder={t('teams.form.namePlaceholder')}
            required
            fullWidth
            autoFocus
            error={Boolean(errors.name)}
            helperText={text(errors.name?.message)}
          />
          <TextField
            {...muiField(register('description'))}
            label={t('teams.form.description')}
            placeholder={t('teams.form.descriptionPlaceholder')}
            multiline
            minRows={3}
            fullWidth
            error={Boolean(errors.description)}
            helperText={text(errors.description?.message)}
          />
          <TextField
            {...muiField(register('maxMembers'))}
            select
            label={t('teams.form.maxMembers')}
            fullWidth
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            error={Boolean(errors.maxMembers)}
            helperText={text(errors.maxMembers?.message)}
          >
            {TEAM_SIZES.map((size) => (
              <option key={size} value={String(size)}>
                {t('teams.form.maxMembersOption', { count: size })}
              </option>
            ))}
          </TextField>
          <TextField
            {...muiField(register('challengeId'))}
            select
            label={t('teams.form.challenge')}
            fullWidth
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            error={Boolean(errors.challengeId)}
            helperText={text(errors.challengeId?.message)}
          >
            <option value="">{t('teams.form.noChallenge')}</option>
            {challengeOptions.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
              </option>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>{t('shared.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? t('teams.form.submitting') : t('teams.form.submit')}
        </Button>
      </DialogActions>
    </Box>
  );
}
