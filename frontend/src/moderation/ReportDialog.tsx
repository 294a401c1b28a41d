import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  MODERATION_LIMITS,
  REPORT_REASONS,
  reportInputSchema,
  type ReportItemType,
} from '@creators/contracts';
import { WithMessages } from '../i18n/WithMessages';
import { useMessageText } from '../i18n/useT';
import { useDialogSubmit, useFieldProps, useZodForm } from '../ui/dialogForm';
import { DialogForm, FormDialog } from '../ui/FormDialog';
import { reportThisId } from './messages';
import { reasonId, reportMessages, useReportT } from './reportMessages';
import { reportFailureText, useReportContent } from './useReportContent';

/** What a report is about: one challenge, team, project, resource, comment or person. */
export interface ReportTarget {
  itemType: ReportItemType;
  itemId: string;
}

/** The dialog's fields: a reason (required) and a note of at most 500 characters. */
const reportFormSchema = reportInputSchema.pick({ reason: true, note: true });

/**
 * 'Report this <item>' (docs/product.md §14): a reason, an optional note, 'Send report'. On success the notice
 * 'Thanks. Staff will look at it.'; a second report of the same item while the first is open is refused with the
 * server's message, shown in the dialog. Its code and texts load the first time a 'Report' button is pressed.
 */
export function ReportDialog({
  open,
  onClose,
  target,
}: {
  open: boolean;
  onClose(): void;
  target: ReportTarget;
}) {
  return (
    <WithMessages messages={reportMessages}>
      <ReportDialogFrame open={open} onClose={onClose} target={target} />
    </WithMessages>
  );
}

function ReportDialogFrame({
  open,
  onClose,
  target,
}: {
  open: boolean;
  onClose(): void;
  target: ReportTarget;
}) {
  const t = useReportT();
  return (
    <FormDialog id="report" open={open} onClose={onClose} title={t(reportThisId(target.itemType))}>
      <ReportForm target={target} onClose={onClose} />
    </FormDialog>
  );
}

function ReportForm({ target, onClose }: { target: ReportTarget; onClose(): void }) {
  const t = useReportT();
  const intl = useIntl();
  const text = useMessageText();
  const reasonLabel = useId();
  const report = useReportContent();
  const form = useZodForm(reportFormSchema, { note: '' });
  const field = useFieldProps(form);
  const submit = useDialogSubmit(form, {
    save: ({ reason, note }) => report({ ...target, reason, note }),
    fields: ['reason', 'note'],
    created: { title: t('report.sent'), description: '' },
    failed: t('report.failed'),
    lists: [],
    onClose,
    failureText: reportFailureText,
  });
  const note = form.watch('note') ?? '';
  const max = MODERATION_LIMITS.noteMax;
  const reasonError = text(form.formState.errors.reason?.message);
  const noteField = field('note');

  return (
    <DialogForm
      dialogId="report"
      subtitle={t('report.subtitle')}
      failure={submit.failure}
      onSubmit={(event) => void submit.onSubmit(event)}
      onCancel={submit.onCancel}
      submitting={submit.submitting}
      submitLabel={t('report.send')}
      submittingLabel={t('report.sending')}
    >
      <FormControl component="fieldset" error={Boolean(reasonError)} required>
        <FormLabel component="legend" id={reasonLabel}>
          {t('report.reason')}
        </FormLabel>
        <Controller
          name="reason"
          control={form.control}
          render={({ field: { ref, value, ...radio } }) => (
            <RadioGroup {...radio} ref={ref} value={value ?? ''} aria-labelledby={reasonLabel}>
              {REPORT_REASONS.map((reason) => (
                <FormControlLabel
                  key={reason}
                  value={reason}
                  control={<Radio />}
                  label={t(reasonId(reason))}
                />
              ))}
            </RadioGroup>
          )}
        />
        {reasonError && <FormHelperText>{reasonError}</FormHelperText>}
      </FormControl>
      <TextField
        {...noteField}
        label={t('report.note')}
        multiline
        minRows={3}
        helperText={
          noteField.error
            ? noteField.helperText
            : `${t('report.noteHint', { max })} ${t('report.noteCount', {
                count: intl.formatNumber(note.length),
                max,
              })}`
        }
      />
    </DialogForm>
  );
}
