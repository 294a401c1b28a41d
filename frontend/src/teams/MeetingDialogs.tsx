import { useIntl, type IntlShape } from 'react-intl';
import { z } from 'zod';
import { useMutation, useQuery } from '@apollo/client/react';
import TextField from '@mui/material/TextField';
import { LIMITS, MENTORING_LIMITS, scheduleMeetingSchema, updateMeetingSchema } from '@creators/contracts';
import { serverMessage } from '../graphql/errors';
import {
  SCHEDULE_TEAM_MEETING_MUTATION,
  TEAM_MENTOR_FREE_SLOTS_QUERY,
  UPDATE_TEAM_MEETING_MUTATION,
} from '../graphql/meetings';
import type { TeamPageData, TeamPageMeeting, TeamPagePastMeeting } from '../graphql/teamPage';
import { errorCode } from '../graphql/writeFailures';
import { useDialogSubmit, useFieldProps, useZodForm } from '../ui/dialogForm';
import { refusalText } from '../ui/editFailures';
import { DialogForm, FormDialog, NativeSelectField } from '../ui/FormDialog';
import { personName } from '../ui/people';
import { toInstant, toLocalInput } from './meetingTime';
import { useTeamPageT } from './pageMessages';
import { MEETING_LISTS } from './useTeamPage';

interface FreeSlot {
  startsAt: string;
  endsAt: string;
}

const DATETIME_SLOT_PROPS = { inputLabel: { shrink: true } };

const duration = z.coerce
  .number({ error: 'validation.meeting.duration' })
  .int({ error: 'validation.meeting.duration' })
  .min(MENTORING_LIMITS.meetingDurationMin, { error: 'validation.meeting.duration' })
  .max(MENTORING_LIMITS.meetingDurationMax, { error: 'validation.meeting.duration' });

/**
 * The time field's value: a datetime-local value (the viewer's time), a meeting's instant, or a free slot as
 * 'startsAt|endsAt' (so that the form knows the slot's end without asking anyone).
 */
const slotValue = (slot: FreeSlot) => `${slot.startsAt}|${slot.endsAt}`;
const startOf = (value: string) => toInstant(value.split('|')[0] ?? '');
const slotEnd = (value: string) => (value.includes('|') ? Date.parse(value.split('|')[1] ?? '') : NaN);

/** A time in the future. */
const time = z.string().superRefine((value, ctx) => {
  if (!value) return void ctx.addIssue({ code: 'custom', message: 'teamPage.schedule.timeRequired' });
  const instant = startOf(value);
  if (!instant) return void ctx.addIssue({ code: 'custom', message: 'validation.meeting.time' });
  if (Date.parse(instant) <= Date.now()) ctx.addIssue({ code: 'custom', message: 'error.meeting.past' });
});

/** With a mentor's free slot chosen: the whole meeting inside it (the server checks it too). */
function checkFits(values: { scheduledAt: string; duration: number }, ctx: z.RefinementCtx) {
  const start = Date.parse(startOf(values.scheduledAt) ?? '');
  const end = slotEnd(values.scheduledAt);
  if (!Number.isNaN(end) && start + values.duration * 60_000 > end)
    ctx.addIssue({ code: 'custom', path: ['duration'], message: 'teamPage.schedule.slotTooShort' });
}

const scheduleFormSchema = z
  .object({
    title: scheduleMeetingSchema.shape.title,
    description: scheduleMeetingSchema.shape.description,
    mentorId: z.string(),
    scheduledAt: time,
    duration,
    meetingUrl: scheduleMeetingSchema.shape.meetingUrl,
  })
  .superRefine(checkFits);

const rescheduleFormSchema = z.object({ scheduledAt: time, duration }).superRefine(checkFits);

/** A free slot in the viewer's time zone: 'Tue, Dec 1, 4:00 PM – 6:00 PM'. */
function slotLabel(intl: IntlShape, t: ReturnType<typeof useTeamPageT>, slot: FreeSlot): string {
  return t('teamPage.schedule.slot', {
    start: intl.formatDate(slot.startsAt, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
    end: intl.formatTime(slot.endsAt, { hour: 'numeric', minute: '2-digit' }),
  });
}

/** The mentor's free slots when the time is to be chosen among them. */
function useFreeSlots(teamId: string, mentorId: string | null) {
  const query = useQuery(TEAM_MENTOR_FREE_SLOTS_QUERY, {
    variables: { mentorId: mentorId ?? '', teamId },
    skip: !mentorId,
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  return { slots: query.data?.mentorFreeSlots ?? [], loading: query.loading };
}

type Field = ReturnType<ReturnType<typeof useFieldProps>>;

/**
 * 'Time': with a mentor the viewer is not, a select of the mentor's free slots in local time (docs/product.md §12:
 * a member meets a mentor inside their slots); else a datetime-local input.
 */
function MeetingTimeField({
  field,
  slotMode,
  slots,
  loading,
  current,
}: {
  field: Field;
  slotMode: boolean;
  slots: readonly FreeSlot[];
  loading: boolean;
  /** The meeting's time now (rescheduling), offered first. */
  current?: string;
}) {
  const t = useTeamPageT();
  const intl = useIntl();
  if (!slotMode)
    return (
      <TextField
        {...field}
        helperText={field.helperText ?? t('teamPage.schedule.timeHint')}
        type="datetime-local"
        label={t('teamPage.schedule.time')}
        required
        slotProps={DATETIME_SLOT_PROPS}
      />
    );
  const hint = loading
    ? t('teamPage.schedule.slotsLoading')
    : slots.length === 0
      ? t('teamPage.schedule.noSlots', { days: MENTORING_LIMITS.freeSlotDays })
      : t('teamPage.schedule.slotHint');
  return (
    <NativeSelectField
      {...field}
      helperText={field.helperText ?? hint}
      label={t('teamPage.schedule.time')}
      required
      options={slots.map((slot) => ({ value: slotValue(slot), label: slotLabel(intl, t, slot) }))}
    >
      <option value="">{t('teamPage.schedule.chooseSlot')}</option>
      {current && (
        <option value={current}>
          {t('teamPage.reschedule.current', {
            time: intl.formatDate(current, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </option>
      )}
    </NativeSelectField>
  );
}

/** The server's reason for refusing a time (in the past, outside the mentor's slots, taken, stale). */
const timeRefusal = (error: unknown) =>
  refusalText(error) ?? (errorCode(error) === 'BAD_USER_INPUT' ? (serverMessage(error) ?? null) : null);

const SCHEDULE_ID = 'schedule-meeting';

/** 'Schedule meeting' (docs/product.md §12) for the team's members and mentors. */
export function ScheduleMeetingDialog({
  team,
  viewerId,
  open,
  onClose,
}: {
  team: TeamPageData;
  viewerId: string | null;
  open: boolean;
  onClose(): void;
}) {
  const t = useTeamPageT();
  return (
    <FormDialog id={SCHEDULE_ID} open={open} onClose={onClose} title={t('teamPage.schedule')}>
      <ScheduleMeetingForm team={team} viewerId={viewerId} onClose={onClose} />
    </FormDialog>
  );
}

function ScheduleMeetingForm({
  team,
  viewerId,
  onClose,
}: {
  team: TeamPageData;
  viewerId: string | null;
  onClose(): void;
}) {
  const t = useTeamPageT();
  const [scheduleMeeting] = useMutation(SCHEDULE_TEAM_MEETING_MUTATION);
  const form = useZodForm(scheduleFormSchema, {
    title: '',
    description: '',
    mentorId: '',
    scheduledAt: '',
    duration: String(LIMITS.meetingDurationDefault),
    meetingUrl: '',
  });
  const field = useFieldProps(form);
  const mentorId = form.watch('mentorId') || null;
  // The mentor themself may meet their team at any time; anyone else within the mentor's free slots.
  const slotMode = mentorId !== null && mentorId !== viewerId;
  const { slots, loading } = useFreeSlots(team.id, slotMode ? mentorId : null);
  const mentorField = field('mentorId');

  const submit = useDialogSubmit(form, {
    save: (values) =>
      scheduleMeeting({
        variables: {
          teamId: team.id,
          input: {
            title: values.title,
            scheduledAt: startOf(values.scheduledAt)!,
            duration: values.duration,
            ...(values.description ? { description: values.description } : {}),
            ...(values.meetingUrl ? { meetingUrl: values.meetingUrl } : {}),
            ...(values.mentorId ? { mentorId: values.mentorId } : {}),
          },
        },
      }),
    fields: ['title', 'description', 'scheduledAt', 'duration', 'meetingUrl', 'mentorId'],
    created: { title: t('teamPage.schedule.done'), description: t('teamPage.schedule.doneDescription') },
    failed: t('teamPage.schedule.failed'),
    failureText: timeRefusal,
    lists: MEETING_LISTS,
    onClose,
  });

  return (
    <DialogForm
      {...submit}
      dialogId={SCHEDULE_ID}
      subtitle={t('teamPage.schedule.subtitle')}
      submitLabel={t('teamPage.schedule.submit')}
      submittingLabel={t('teamPage.schedule.submitting')}
    >
      <TextField
        {...field('title')}
        label={t('teamPage.schedule.title')}
        required
        // An opened dialog moves focus to its first field (WAI-ARIA dialog pattern).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <TextField {...field('description')} label={t('teamPage.schedule.description')} multiline minRows={2} />
      <NativeSelectField
        {...mentorField}
        // Another mentor (or none) offers other times: the chosen one no longer applies.
        onChange={(event) => {
          form.setValue('scheduledAt', '');
          void mentorField.onChange(event);
        }}
        label={t('teamPage.schedule.mentor')}
        options={team.mentors.map((mentor) => ({ value: mentor.id, label: personName(mentor) }))}
      >
        <option value="">{t('teamPage.schedule.noMentor')}</option>
      </NativeSelectField>
      <MeetingTimeField field={field('scheduledAt')} slotMode={slotMode} slots={slots} loading={loading} />
      <TextField
        {...field('duration')}
        type="number"
        label={t('teamPage.schedule.duration')}
        required
        slotProps={{
          htmlInput: {
            min: MENTORING_LIMITS.meetingDurationMin,
            max: MENTORING_LIMITS.meetingDurationMax,
            step: 15,
          },
        }}
      />
      <TextField {...field('meetingUrl')} type="url" label={t('teamPage.schedule.link')} />
    </DialogForm>
  );
}

const RESCHEDULE_ID = 'reschedule-meeting';

/** 'Reschedule': a new time or duration for a coming meeting, sent with the version loaded. */
export function RescheduleMeetingDialog({
  teamId,
  meeting,
  viewerId,
  onClose,
}: {
  teamId: string;
  meeting: TeamPageMeeting | null;
  viewerId: string | null;
  onClose(): void;
}) {
  const t = useTeamPageT();
  return (
    <FormDialog id={RESCHEDULE_ID} open={meeting !== null} onClose={onClose} title={t('teamPage.reschedule')}>
      {meeting && <RescheduleForm teamId={teamId} meeting={meeting} viewerId={viewerId} onClose={onClose} />}
    </FormDialog>
  );
}

function RescheduleForm({
  teamId,
  meeting,
  viewerId,
  onClose,
}: {
  teamId: string;
  meeting: TeamPageMeeting;
  viewerId: string | null;
  onClose(): void;
}) {
  const t = useTeamPageT();
  const [updateMeeting] = useMutation(UPDATE_TEAM_MEETING_MUTATION);
  const slotMode = meeting.mentorId !== null && meeting.mentorId !== viewerId;
  const { slots, loading } = useFreeSlots(teamId, slotMode ? meeting.mentorId : null);
  const form = useZodForm(rescheduleFormSchema, {
    scheduledAt: slotMode ? meeting.scheduledAt : toLocalInput(meeting.scheduledAt),
    duration: String(meeting.duration),
  });
  const field = useFieldProps(form);
  const submit = useDialogSubmit(form, {
    save: (values) =>
      updateMeeting({
        variables: {
          meetingId: meeting.id,
          input: {
            expectedUpdatedAt: meeting.updatedAt,
            scheduledAt: startOf(values.scheduledAt)!,
            duration: values.duration,
          },
        },
      }),
    fields: ['scheduledAt', 'duration'],
    created: { title: t('teamPage.reschedule.done'), description: t('teamPage.schedule.doneDescription') },
    failed: t('page.saveFailed'),
    failureText: timeRefusal,
    lists: MEETING_LISTS,
    onClose,
  });
  return (
    <DialogForm
      {...submit}
      dialogId={RESCHEDULE_ID}
      subtitle={t('teamPage.reschedule.subtitle')}
      submitLabel={t('page.save')}
      submittingLabel={t('page.saving')}
    >
      <MeetingTimeField
        field={field('scheduledAt')}
        slotMode={slotMode}
        slots={slots}
        loading={loading}
        current={slotMode ? meeting.scheduledAt : undefined}
      />
      <TextField
        {...field('duration')}
        type="number"
        label={t('teamPage.schedule.duration')}
        required
        slotProps={{
          htmlInput: {
            min: MENTORING_LIMITS.meetingDurationMin,
            max: MENTORING_LIMITS.meetingDurationMax,
            step: 15,
          },
        }}
      />
    </DialogForm>
  );
}

const NOTES_ID = 'meeting-notes';
const notesSchema = z.object({ notes: updateMeetingSchema.shape.notes });

/** 'Edit notes' of a past meeting: what was discussed, for the team and its mentors. */
export function MeetingNotesDialog({
  meeting,
  onClose,
}: {
  meeting: TeamPagePastMeeting | null;
  onClose(): void;
}) {
  const t = useTeamPageT();
  return (
    <FormDialog id={NOTES_ID} open={meeting !== null} onClose={onClose} title={t('teamPage.editNotes')}>
      {meeting && <NotesForm meeting={meeting} onClose={onClose} />}
    </FormDialog>
  );
}

function NotesForm({ meeting, onClose }: { meeting: TeamPagePastMeeting; onClose(): void }) {
  const t = useTeamPageT();
  const [updateMeeting] = useMutation(UPDATE_TEAM_MEETING_MUTATION);
  const form = useZodForm(notesSchema, { notes: meeting.notes ?? '' });
  const field = useFieldProps(form);
  const submit = useDialogSubmit(form, {
    save: (values) =>
      updateMeeting({
        variables: {
          meetingId: meeting.id,
          input: { expectedUpdatedAt: meeting.updatedAt, notes: values.notes ?? '' },
        },
      }),
    fields: ['notes'],
    created: { title: t('page.saved.title'), description: t('page.saved.description') },
    failed: t('page.saveFailed'),
    failureText: refusalText,
    lists: MEETING_LISTS,
    onClose,
  });
  return (
    <DialogForm
      {...submit}
      dialogId={NOTES_ID}
      subtitle={t('teamPage.notes.subtitle')}
      submitLabel={t('page.save')}
      submittingLabel={t('page.saving')}
    >
      <TextField
        {...field('notes')}
        label={t('teamPage.notes')}
        multiline
        minRows={5}
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
    </DialogForm>
  );
}
