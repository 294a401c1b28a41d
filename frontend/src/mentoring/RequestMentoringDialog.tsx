import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import CheckIcon from '@mui/icons-material/Check';
import { mentoringRequestSchema } from '@creators/contracts';
import type { SessionUser } from '../graphql/identity';
import { MENTORING_TEAM_CHOICES_QUERY, REQUEST_MENTORING_MUTATION } from '../graphql/mentoring';
import { serverMessage } from '../graphql/errors';
import { errorCode } from '../graphql/writeFailures';
import { WithMessages } from '../i18n/WithMessages';
import { useMessageText } from '../i18n/useT';
import { useDialogSubmit, useFieldProps, useZodForm } from '../ui/dialogForm';
import { CancelActions, DialogForm, DialogSubtitle, FormDialog, NativeSelectField } from '../ui/FormDialog';
import { toggleListItem } from '../ui/listItems';
import { personName } from '../ui/people';
import { mentoringMessages, useMentoringT } from './messages';
import { isPaused } from './timeZones';

/** Who can be asked: a mentor with their expertise (skills) and, when known, their availability. */
export interface RequestableMentor {
  id: string;
  firstName: string;
  lastName: string;
  skills: readonly string[];
  mentorAvailability?: { notAvailableUntil?: string | null } | null;
}

/** What a request changes: the team page's pending requests and the dialog's team choice. */
export const REQUEST_LISTS = ['TeamPage', 'MentoringTeamChoices'] as const;

const DIALOG_ID = 'request-mentoring';

/** The form: a team of the viewer's, 1–5 of the mentor's expertise, a message of 10–500 characters. */
const requestFormSchema = mentoringRequestSchema
  .omit({ mentorId: true })
  .extend({ teamId: z.string().min(1, 'mentoring.request.teamRequired') });

/** The failures whose server text says what to do (already asked, team full, paused …). */
const EXPLAINED = ['CONFLICT', 'FORBIDDEN', 'BAD_USER_INPUT', 'NOT_FOUND'];

/**
 * "Request mentoring" for a mentor, where the viewer may ask: signed in, not the mentor themself, and not a mentor
 * (mentors are not mentored). Disabled while the mentor pauses. Opens the request dialog.
 */
export function RequestMentoringButton({
  mentor,
  viewer,
  fullWidth,
  onRequest,
}: {
  mentor: RequestableMentor;
  viewer: Pick<SessionUser, 'id' | 'role'> | null;
  fullWidth?: boolean;
  /** Opens a dialog its caller keeps (a list whose cards may re-render while it is open); else its own. */
  onRequest?: () => void;
}) {
  const [open, setOpen] = useState(false);
  if (!viewer || viewer.id === mentor.id || viewer.role === 'mentor') return null;
  const paused = isPaused(mentor.mentorAvailability?.notAvailableUntil);
  return (
    <WithMessages messages={mentoringMessages}>
      <RequestButton fullWidth={fullWidth} disabled={paused} onClick={onRequest ?? (() => setOpen(true))} />
      {!onRequest && <RequestMentoringDialog mentor={mentor} open={open} onClose={() => setOpen(false)} />}
    </WithMessages>
  );
}

function RequestButton({
  fullWidth,
  disabled,
  onClick,
}: {
  fullWidth?: boolean;
  disabled: boolean;
  onClick(): void;
}) {
  const t = useMentoringT();
  return (
    <Button variant="contained" fullWidth={fullWidth} disabled={disabled} onClick={onClick}>
      {t('mentoring.request.button')}
    </Button>
  );
}

/** "Request mentoring" (docs/product.md §12): the dialog; it brings its own texts. */
export function RequestMentoringDialog({
  mentor,
  open,
  onClose,
}: {
  mentor: RequestableMentor;
  open: boolean;
  onClose(): void;
}) {
  return (
    <WithMessages messages={mentoringMessages}>
      <RequestDialogFrame mentor={mentor} open={open} onClose={onClose} />
    </WithMessages>
  );
}

function RequestDialogFrame({
  mentor,
  open,
  onClose,
}: {
  mentor: RequestableMentor;
  open: boolean;
  onClose(): void;
}) {
  const t = useMentoringT();
  return (
    <FormDialog id={DIALOG_ID} open={open} onClose={onClose} title={t('mentoring.request.title')}>
      <RequestMentoringForm mentor={mentor} onClose={onClose} />
    </FormDialog>
  );
}

function RequestMentoringForm({ mentor, onClose }: { mentor: RequestableMentor; onClose(): void }) {
  const t = useMentoringT();
  const text = useMessageText();
  const choices = useQuery(MENTORING_TEAM_CHOICES_QUERY, {
    errorPolicy: 'all',
    fetchPolicy: 'network-only',
  });
  const [requestMentoring] = useMutation(REQUEST_MENTORING_MUTATION);
  const form = useZodForm(requestFormSchema, { teamId: '', topics: [], message: '' });
  const field = useFieldProps(form);
  const submit = useDialogSubmit(form, {
    save: (values) =>
      requestMentoring({
        variables: {
          teamId: values.teamId,
          input: { mentorId: mentor.id, topics: values.topics, message: values.message },
        },
      }),
    fields: ['teamId', 'topics', 'message'],
    created: {
      title: t('mentoring.request.sent.title'),
      description: t('mentoring.request.sent.description'),
    },
    failed: t('mentoring.request.failed'),
    lists: REQUEST_LISTS,
    onClose,
    failureText: (error) =>
      EXPLAINED.includes(errorCode(error) ?? '') ? (serverMessage(error) ?? null) : null,
  });
  const name = personName(mentor);
  const teams = choices.data?.myTeams.nodes;
  const topics = form.watch('topics') ?? [];
  const topicsError = text(form.formState.errors.topics?.message);

  if (teams && teams.length === 0) {
    // Only a team asks for a mentor: nothing to send without one.
    return (
      <>
        <DialogContent sx={{ pt: 0 }}>
          <DialogSubtitle dialogId={DIALOG_ID}>{t('mentoring.request.subtitle', { name })}</DialogSubtitle>
          <Alert
            severity="info"
            action={
              <Button component={RouterLink} to="/teams" color="inherit" size="small" onClick={onClose}>
                {t('mentoring.request.findTeam')}
              </Button>
            }
          >
            {t('mentoring.request.noTeam')}
          </Alert>
        </DialogContent>
        <CancelActions onCancel={onClose} />
      </>
    );
  }

  return (
    <DialogForm
      {...submit}
      dialogId={DIALOG_ID}
      subtitle={t('mentoring.request.subtitle', { name })}
      submitLabel={t('mentoring.request.submit')}
      submittingLabel={t('mentoring.request.submitting')}
    >
      <NativeSelectField
        {...field('teamId')}
        label={t('mentoring.request.team')}
        required
        options={(teams ?? []).map((team) => ({
          value: team.id,
          label: team.mentorIds.includes(mentor.id)
            ? t('mentoring.request.alreadyMentored', { name: team.name })
            : team.name,
        }))}
      >
        <option value="">{t('mentoring.request.chooseTeam')}</option>
      </NativeSelectField>
      <FormControl component="fieldset" error={Boolean(topicsError)} fullWidth sx={{ gap: 1 }}>
        <FormLabel component="legend" required sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
          {t('mentoring.request.topics')}
        </FormLabel>
        <FormHelperText sx={{ mx: 0, mt: 0 }}>{t('mentoring.request.topicsHint')}</FormHelperText>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {mentor.skills.map((skill) => {
            const selected = topics.includes(skill);
            return (
              <Chip
                key={skill}
                label={skill}
                clickable
                aria-pressed={selected}
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                icon={selected ? <CheckIcon /> : undefined}
                onClick={() =>
                  form.setValue('topics', toggleListItem(topics, skill), {
                    shouldValidate: form.formState.isSubmitted,
                  })
                }
              />
            );
          })}
        </Box>
        {topicsError && <FormHelperText sx={{ mx: 0 }}>{topicsError}</FormHelperText>}
      </FormControl>
      <TextField
        {...field('message', t('mentoring.request.messageHint'))}
        label={t('mentoring.request.message')}
        placeholder={t('mentoring.request.messagePlaceholder')}
        required
        multiline
        minRows={3}
      />
    </DialogForm>
  );
}
