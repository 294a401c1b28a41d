import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApolloClient, useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { serverFieldErrors, serverMessage } from '../graphql/errors';
import { errorCode, refetchActive } from '../graphql/writeFailures';
import { useZodForm } from '../ui/dialogForm';
import { ConfirmDialog } from '../ui/entityPage';
import { useToast } from '../ui/toast/ToastProvider';
import { useRelogin } from '../ui/useRelogin';
import { formatInZone } from './dates';
import { UPDATE_PROGRAMME_MUTATION, type ProgrammeDetails } from './graphql';
import { useProgrammesT } from './messages';
import {
  PROGRAMME_FORM_FIELDS,
  programmeEdit,
  programmeFormSchema,
  programmeValues,
  type ProgrammeEdit,
} from './programmeForm';
import { ProgrammeFormFields } from './ProgrammeFormFields';

/** What a change of the calendar makes stale: the cohort view's programme, and the lists that name it. */
const PROGRAMME_QUERIES = ['ProgrammeDetails', 'StaffProgrammes', 'MyProgrammes'] as const;

type Outcome = { ok: true } | { ok: false; fields: Record<string, string>; message: string };

/**
 * Sends an edit of the programme with the version it was loaded at. A stale edit (CONFLICT) says so in the app's
 * words and reads the programme again, so that the form shows what it is now; a refused field says why on it.
 */
function useUpdateProgramme(programme: ProgrammeDetails) {
  const t = useProgrammesT();
  const client = useApolloClient();
  const { toast } = useToast();
  const { handleUnauthorized } = useRelogin();
  const [update] = useMutation(UPDATE_PROGRAMME_MUTATION);
  return async (edit: ProgrammeEdit, done: string): Promise<Outcome> => {
    try {
      await update({
        variables: { id: programme.id, input: { ...edit, expectedUpdatedAt: programme.updatedAt } },
      });
    } catch (error) {
      if (handleUnauthorized(error))
        return { ok: false, fields: {}, message: t('shared.unauthorized.description') };
      const code = errorCode(error);
      const fields = serverFieldErrors(error);
      const message =
        (code === 'CONFLICT' || code === 'FORBIDDEN' || code === 'NOT_FOUND' || code === 'BAD_USER_INPUT'
          ? serverMessage(error)
          : undefined) ?? t('page.saveFailed');
      toast({
        variant: 'destructive',
        title: t('shared.error'),
        description: Object.values(fields)[0] ?? message,
      });
      // Someone changed it meanwhile: the latest version, to make the change again from.
      if (code === 'CONFLICT') void refetchActive(client, PROGRAMME_QUERIES);
      return { ok: false, fields, message };
    }
    toast({ title: done });
    void refetchActive(client, PROGRAMME_QUERIES);
    return { ok: true };
  };
}

/**
 * 'Calendar': the programme's texts and dates to change (only what changed is sent, with the version loaded), and
 * 'Close submissions now', which sets the submission deadline to this moment after a confirmation.
 */
export function CalendarTab({ programme, name }: { programme: ProgrammeDetails; name: string }) {
  const t = useProgrammesT();
  const intl = useIntl();
  const update = useUpdateProgramme(programme);
  // Kept here, over the form that starts afresh from each version: a stale edit's message stays after the reload.
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const closeNow = async () => {
    setFailure(null);
    const outcome = await update(
      { submissionDeadline: new Date().toISOString() },
      t('programmes.calendar.closed'),
    );
    if (!outcome.ok) setFailure(outcome.fields.submissionDeadline ?? outcome.message);
  };

  return (
    <Stack spacing={3}>
      <Card component="section" aria-labelledby="calendar-submissions">
        <CardContent>
          <Typography id="calendar-submissions" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {t('programmes.manage.submissions')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              {programme.submissionsOpen
                ? t('programmes.deadline.submission') +
                  ': ' +
                  formatInZone(intl, programme.submissionDeadline, programme.timeZone)
                : t('programmes.calendar.closedOn', {
                    date: formatInZone(intl, programme.submissionDeadline, programme.timeZone),
                  })}
            </Typography>
            <Button
              variant="outlined"
              color="error"
              disabled={!programme.submissionsOpen}
              onClick={() => setConfirming(true)}
            >
              {t('programmes.calendar.closeNow')}
            </Button>
          </Box>
        </CardContent>
      </Card>
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <CalendarForm
        key={programme.updatedAt}
        programme={programme}
        onSave={async (edit) => {
          setFailure(null);
          const outcome = await update(edit, t('page.saved.title'));
          if (!outcome.ok) setFailure(outcome.message);
          return outcome;
        }}
      />
      <ConfirmDialog
        open={confirming}
        title={t('programmes.calendar.closeNow.title')}
        text={t('programmes.calendar.closeNow.text', { name })}
        confirmLabel={t('programmes.calendar.closeNow.confirm')}
        onConfirm={closeNow}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

function CalendarForm({
  programme,
  onSave,
}: {
  programme: ProgrammeDetails;
  onSave(edit: ProgrammeEdit): Promise<Outcome>;
}) {
  const t = useProgrammesT();
  const form = useZodForm(programmeFormSchema, programmeValues(programme));
  const [unchanged, setUnchanged] = useState(false);

  const onSubmit = form.handleSubmit(async (valid) => {
    const edit = programmeEdit(programme, form.getValues(), valid);
    setUnchanged(Object.keys(edit).length === 0);
    if (Object.keys(edit).length === 0) return;
    const outcome = await onSave(edit);
    if (outcome.ok) return;
    for (const key of PROGRAMME_FORM_FIELDS)
      if (outcome.fields[key]) form.setError(key, { message: outcome.fields[key] });
  });

  return (
    <Card component="section" aria-labelledby="calendar-edit">
      <CardContent>
        <Typography id="calendar-edit" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
          {t('programmes.tab.calendar')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('programmes.calendar.hint')}
        </Typography>
        <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <Stack spacing={2.5}>
            <ProgrammeFormFields form={form} />
            {unchanged && (
              <Typography role="status" variant="body2" color="text.secondary">
                {t('programmes.calendar.unchanged')}
              </Typography>
            )}
            <Box>
              <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? t('page.saving') : t('page.save')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
