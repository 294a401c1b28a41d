import { PROGRAMME_PHASES, type ProgrammePhase } from '@creators/contracts';

/** A programme's calendar as stored (docs/product.md §16.1). */
export interface Calendar {
  phases: readonly { key: string; startsAt: Date; endsAt: Date }[];
  submissionDeadline: Date;
  judgingEndsAt: Date;
  resultsAt: Date;
}

/** What the next date of a programme is: a phase ending, the submission deadline, judging ending or results. */
export type DeadlineKind = 'phaseEnd' | 'submission' | 'judgingEnd' | 'results';

export interface NextDeadline {
  kind: DeadlineKind;
  /** The phase that ends (phaseEnd only). */
  phase: string | null;
  at: Date;
}

/**
 * The phase whose window holds `now`; between two phases, the one that comes next; before the first, null; after
 * the last, 'showcase' (the programme stays in its showcase until it is over for everyone).
 */
export function currentPhase(calendar: Calendar, now: Date): ProgrammePhase | null {
  const phases = [...calendar.phases].sort(
    (a, b) =>
      PROGRAMME_PHASES.indexOf(a.key as ProgrammePhase) - PROGRAMME_PHASES.indexOf(b.key as ProgrammePhase),
  );
  if (phases.length === 0 || now < phases[0]!.startsAt) return null;
  for (const phase of phases) if (now < phase.endsAt) return phase.key as ProgrammePhase;
  return 'showcase';
}

/** Whether projects of the programme may still be created and changed: until the submission deadline. */
export const submissionsOpen = (calendar: Pick<Calendar, 'submissionDeadline'>, now: Date): boolean =>
  now < calendar.submissionDeadline;

/** The next date still ahead of `now` (the soonest of phase ends, deadline, judging end, results), or null. */
export function nextDeadline(calendar: Calendar, now: Date): NextDeadline | null {
  const dates: NextDeadline[] = [
    ...calendar.phases.map((phase) => ({ kind: 'phaseEnd' as const, phase: phase.key, at: phase.endsAt })),
    { kind: 'submission', phase: null, at: calendar.submissionDeadline },
    { kind: 'judgingEnd', phase: null, at: calendar.judgingEndsAt },
    { kind: 'results', phase: null, at: calendar.resultsAt },
  ];
  const ahead = dates.filter((date) => date.at > now);
  // A named date (the deadline, judging's end, results) wins over a phase ending at the same moment: it is what
  // people act on.
  const rank = (date: NextDeadline) => (date.kind === 'phaseEnd' ? 1 : 0);
  ahead.sort((a, b) => a.at.getTime() - b.at.getTime() || rank(a) - rank(b));
  return ahead[0] ?? null;
}
