import { Controller } from 'react-hook-form';
import { useId } from 'react';
import { useMutation } from '@apollo/client/react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { z } from 'zod';
import { MODERATION_LIMITS, moderationReasonSchema, type ModeratedItemType } from '@creators/contracts';
import { useDialogSubmit, useFieldProps, useZodForm } from '../../ui/dialogForm';
import { DialogForm, FormDialog } from '../../ui/FormDialog';
import { DISMISS_REPORTS_MUTATION, SET_ITEM_HIDDEN_MUTATION, SUSPEND_USER_MUTATION } from '../graphql';
import { hiddenVariables } from '../hiddenVariables';
import { useStaffT } from '../staffMessages';
import { staffFailureText, STAFF_LISTS } from './useStaffAction';

/** The item a hide, restore or dismiss is about. */
export interface StaffItem {
  itemType: ModeratedItemType;
  itemId: string;
  title: string;
}

const hideSchema = z.object({ reason: moderationReasonSchema });

/** 'Hide <item>': asks for the reason its author will see (docs/product.md §14). */
export function HideDialog({ item, onClose }: { item: StaffItem; onClose(): void }) {
  const t = useStaffT();
  return (
    <FormDialog id="staff-hide" open onClose={onClose} title={t('staff.hide.title', { title: item.title })}>
      <HideForm item={item} onClose={onClose} />
    </FormDialog>
  );
}

function HideForm({ item, onClose }: { item: StaffItem; onClose(): void }) {
  const t = useStaffT();
  const [setHidden] = useMutation(SET_ITEM_HIDDEN_MUTATION);
  const form = useZodForm(hideSchema, { reason: '' });
  const field = useFieldProps(form);
  const submit = useDialogSubmit(form, {
    save: ({ reason }) => setHidden({ variables: hiddenVariables(item, true, reason) }),
    fields: ['reason'],
    created: { title: t('staff.hide.done'), description: '' },
    failed: t('page.actionFailed'),
    lists: STAFF_LISTS,
    onClose,
    failureText: staffFailureText,
  });
  return (
    <DialogForm
      dialogId="staff-hide"
      subtitle={t('staff.hide.subtitle')}
      failure={submit.failure}
      onSubmit={(event) => void submit.onSubmit(event)}
      onCancel={submit.onCancel}
      submitting={submit.submitting}
      submitLabel={t('staff.hide.submit')}
      submittingLabel={t('staff.hide.submitting')}
    >
      <TextField
        {...field('reason', t('staff.reason.hint'))}
        label={t('staff.hide.reason')}
        required
        multiline
        minRows={2}
      />
    </DialogForm>
  );
}

const dismissSchema = z.object({
  reason: z
    .string()
    .trim()
    .transform((reason) => reason || undefined)
    .pipe(moderationReasonSchema.optional()),
});

/** 'Dismiss the reports of <item>': the item stays, its open reports are closed; a reason is optional. */
export function DismissDialog({
  item,
  reportCount,
  onClose,
}: {
  item: Pick<StaffItem, 'itemId' | 'title'> & { itemType: string };
  reportCount: number;
  onClose(): void;
}) {
  const t = useStaffT();
  return (
    <FormDialog
      id="staff-dismiss"
      open
      onClose={onClose}
      title={t('staff.dismiss.title', { title: item.title })}
    >
      <DismissForm item={item} reportCount={reportCount} onClose={onClose} />
    </FormDialog>
  );
}

function DismissForm({
  item,
  reportCount,
  onClose,
}: {
  item: Pick<StaffItem, 'itemId'> & { itemType: string };
  reportCount: number;
  onClose(): void;
}) {
  const t = useStaffT();
  const [dismiss] = useMutation(DISMISS_REPORTS_MUTATION);
  const form = useZodForm(dismissSchema, { reason: '' });
  const field = useFieldProps(form);
  const submit = useDialogSubmit(form, {
    save: ({ reason }) =>
      dismiss({ variables: { itemType: item.itemType, itemId: item.itemId, ...(reason ? { reason } : {}) } }),
    fields: ['reason'],
    created: { title: t('staff.dismiss.done', { count: reportCount }), description: '' },
    failed: t('page.actionFailed'),
    lists: STAFF_LISTS,
    onClose,
    failureText: staffFailureText,
  });
  return (
    <DialogForm
      dialogId="staff-dismiss"
      subtitle={t('staff.dismiss.subtitle')}
      failure={submit.failure}
      onSubmit={(event) => void submit.onSubmit(event)}
      onCancel={submit.onCancel}
      submitting={submit.submitting}
      submitLabel={t('staff.dismiss.submit')}
      submittingLabel={t('staff.dismiss.submitting')}
    >
      <TextField
        {...field('reason', t('staff.reason.hint'))}
        label={t('staff.dismiss.reason')}
        multiline
        minRows={2}
      />
    </DialogForm>
  );
}

/** How long a suspension lasts: days from now, until a chosen date, or for good. */
export const SUSPENSION_PERIODS = ['1', '7', '30', 'date', 'forGood'] as const;
type Period = (typeof SUSPENSION_PERIODS)[number];
const PERIOD_LABELS = {
  '1': 'staff.suspend.day',
  '7': 'staff.suspend.week',
  '30': 'staff.suspend.month',
  date: 'staff.suspend.date',
  forGood: 'staff.suspend.forGood',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start (local midnight) of a yyyy-mm-dd date, or null. */
function startOfDate(date: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const start = new Date(`${date}T00:00:00`);
  return Number.isNaN(start.getTime()) ? null : start;
}

/** The end of a suspension (ISO), or null for good. */
export function suspensionEnd(period: Period, date: string, now = Date.now()): string | null {
  if (period === 'forGood') return null;
  if (period === 'date') return startOfDate(date)?.toISOString() ?? null;
  return new Date(now + Number(period) * DAY_MS).toISOString();
}

const suspendSchema = z
  .object({ period: z.enum(SUSPENSION_PERIODS), date: z.string(), reason: moderationReasonSchema })
  .superRefine(({ period, date }, context) => {
    if (period !== 'date') return;
    const end = startOfDate(date)?.getTime();
    const now = Date.now();
    if (!end || end <= now || end > now + MODERATION_LIMITS.maxDaysAhead * DAY_MS)
      context.addIssue({ code: 'custom', path: ['date'], message: 'validation.moderation.until' });
  });

/** Whom a suspension is about. */
export interface StaffPersonRef {
  id: string;
  name: string;
}

/**
 * 'Suspend <name>' (docs/product.md §14): for 1, 7 or 30 days, until a date, or for good; a reason is required
 * (the person sees it when they try to sign in).
 */
export function SuspendDialog({ person, onClose }: { person: StaffPersonRef; onClose(): void }) {
  const t = useStaffT();
  return (
    <FormDialog
      id="staff-suspend"
      open
      onClose={onClose}
      title={t('staff.suspend.title', { name: person.name })}
    >
      <SuspendForm person={person} onClose={onClose} />
    </FormDialog>
  );
}

function SuspendForm({ person, onClose }: { person: StaffPersonRef; onClose(): void }) {
  const t = useStaffT();
  const periodLabel = useId();
  const [suspend] = useMutation(SUSPEND_USER_MUTATION);
  const form = useZodForm(suspendSchema, { period: '7', date: '', reason: '' });
  const field = useFieldProps(form);
  const submit = useDialogSubmit(form, {
    save: ({ period, date, reason }) =>
      suspend({ variables: { userId: person.id, until: suspensionEnd(period, date), reason } }),
    fields: ['reason', 'date'],
    created: { title: t('staff.suspend.done', { name: person.name }), description: '' },
    failed: t('page.actionFailed'),
    lists: STAFF_LISTS,
    onClose,
    failureText: staffFailureText,
  });
  const period = form.watch('period');
  return (
    <DialogForm
      dialogId="staff-suspend"
      subtitle={t('staff.suspend.subtitle', { name: person.name })}
      failure={submit.failure}
      onSubmit={(event) => void submit.onSubmit(event)}
      onCancel={submit.onCancel}
      submitting={submit.submitting}
      submitLabel={t('staff.suspend.submit')}
      submittingLabel={t('staff.suspend.submitting')}
    >
      <FormControl component="fieldset">
        <FormLabel component="legend" id={periodLabel}>
          {t('staff.suspend.period')}
        </FormLabel>
        <Controller
          name="period"
          control={form.control}
          render={({ field: { ref, ...radio } }) => (
            <RadioGroup {...radio} ref={ref} aria-labelledby={periodLabel}>
              {SUSPENSION_PERIODS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(PERIOD_LABELS[value])}
                />
              ))}
            </RadioGroup>
          )}
        />
      </FormControl>
      {period === 'date' && (
        <TextField
          {...field('date')}
          type="date"
          label={t('staff.suspend.until')}
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
      <TextField
        {...field('reason', t('staff.reason.hint'))}
        label={t('staff.suspend.reason', { name: person.name })}
        required
        multiline
        minRows={2}
      />
    </DialogForm>
  );
}
