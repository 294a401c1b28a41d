import { PROGRAMME_LIMITS } from '@creators/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A reminder whose time passed this little ago (the service was restarting, say) still goes out. */
const GRACE_MS = 60 * 60 * 1000;

export interface PlannedReminder {
  /** The BullMQ job id: one per programme, deadline and day count, so adding it again changes nothing. */
  jobId: string;
  daysBefore: number;
  /** How long until it is due (0: now). */
  delayMs: number;
}

/** The job id of a reminder (BullMQ ids may not contain ':'). */
export const reminderJobId = (programmeId: string, deadline: Date, daysBefore: number) =>
  `reminder_${programmeId}_${deadline.getTime()}_${daysBefore}`;

/**
 * The reminders of a deadline still to send at `now` (docs/product.md §16.2): three days and one day before it,
 * each unless its time has passed (by more than an hour's grace) or the deadline itself has.
 */
export function plannedReminders(programmeId: string, deadline: Date, now: Date): PlannedReminder[] {
  if (deadline <= now) return [];
  return PROGRAMME_LIMITS.reminderDays
    .map((daysBefore) => ({ daysBefore, dueAt: deadline.getTime() - daysBefore * DAY_MS }))
    .filter(({ dueAt }) => dueAt > now.getTime() - GRACE_MS)
    .map(({ daysBefore, dueAt }) => ({
      jobId: reminderJobId(programmeId, deadline, daysBefore),
      daysBefore,
      delayMs: Math.max(0, dueAt - now.getTime()),
    }));
}
