import { z } from 'zod';
import {
  createProgrammeSchema,
  PROGRAMME_PHASES,
  type CreateProgrammeInput,
  type ProgrammePhase,
} from '@creators/contracts';
import { browserTimeZone } from '../mentoring/timeZones';
import { isoToZonedLocal, zonedLocalToIso } from './zonedTime';

/**
 * A programme's form (staff's creation, its organisers' calendar): the texts, the time zone, and the dates as the
 * datetime-local inputs hold them, in that zone. The schema turns them into the GraphQL input (ISO 8601 with the
 * zone's offset) and checks it with the contracts' createProgrammeSchema, whose issues land on the fields of the same
 * path (phases.1.endsAt, submissionDeadline, ...), as the server's BAD_USER_INPUT fields do.
 */
export const programmeFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    nameDe: z.string(),
    descriptionDe: z.string(),
    timeZone: z.string(),
    phases: z.array(z.object({ key: z.string(), startsAt: z.string(), endsAt: z.string() })),
    submissionDeadline: z.string(),
    judgingEndsAt: z.string(),
    resultsAt: z.string(),
  })
  .transform((values): z.input<typeof createProgrammeSchema> => {
    const zone = values.timeZone.trim();
    const iso = (local: string) => zonedLocalToIso(local, zone);
    return {
      name: values.name,
      description: values.description,
      nameDe: values.nameDe,
      descriptionDe: values.descriptionDe,
      timeZone: values.timeZone,
      phases: values.phases.map((phase) => ({
        // An unknown key is left for the schema to refuse.
        key: phase.key as ProgrammePhase,
        startsAt: iso(phase.startsAt),
        endsAt: iso(phase.endsAt),
      })),
      submissionDeadline: iso(values.submissionDeadline),
      judgingEndsAt: iso(values.judgingEndsAt),
      resultsAt: iso(values.resultsAt),
    };
  })
  .pipe(createProgrammeSchema);

export type ProgrammeFormValues = z.input<typeof programmeFormSchema>;
export type ProgrammeFormOutput = CreateProgrammeInput;

/** The fields a server's BAD_USER_INPUT may name, as the form names them. */
export const PROGRAMME_FORM_FIELDS = [
  'name',
  'description',
  'nameDe',
  'descriptionDe',
  'timeZone',
  'phases',
  ...PROGRAMME_PHASES.flatMap((_, i) => [`phases.${i}.startsAt`, `phases.${i}.endsAt`] as const),
  'submissionDeadline',
  'judgingEndsAt',
  'resultsAt',
] as const satisfies ReadonlyArray<string>;

const DAY_MS = 24 * 60 * 60 * 1000;
const PHASE_DAYS = 14;

/**
 * A new programme's form: the browser's time zone, and a calendar to adjust: four phases of two weeks from the next
 * day at 09:00, the deadline at the end of Prototype, judging a week into Showcase, results at its end.
 */
export function newProgrammeValues(now = new Date(), timeZone = browserTimeZone()): ProgrammeFormValues {
  const today = isoToZonedLocal(now.toISOString(), timeZone).slice(0, 10);
  const day = (offset: number, time: string) => {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
    return `${date}T${time}`;
  };
  const phases = PROGRAMME_PHASES.map((key, i) => ({
    key,
    startsAt: day(1 + i * PHASE_DAYS, '09:00'),
    endsAt: day((i + 1) * PHASE_DAYS, '18:00'),
  }));
  return {
    name: '',
    description: '',
    nameDe: '',
    descriptionDe: '',
    timeZone,
    phases,
    submissionDeadline: phases[2]!.endsAt,
    judgingEndsAt: day(3 * PHASE_DAYS + 7, '18:00'),
    resultsAt: phases[3]!.endsAt,
  };
}

/** A programme as it is, in its form (its dates on its own zone's clocks). */
export interface ProgrammeCalendar {
  name: string;
  description: string | null;
  nameDe: string | null;
  descriptionDe: string | null;
  timeZone: string;
  phases: ReadonlyArray<{ key: string; startsAt: string; endsAt: string }>;
  submissionDeadline: string;
  judgingEndsAt: string;
  resultsAt: string;
}

export function programmeValues(programme: ProgrammeCalendar): ProgrammeFormValues {
  const zone = programme.timeZone;
  const local = (iso: string) => isoToZonedLocal(iso, zone);
  return {
    name: programme.name,
    description: programme.description ?? '',
    nameDe: programme.nameDe ?? '',
    descriptionDe: programme.descriptionDe ?? '',
    timeZone: zone,
    phases: programme.phases.map((phase) => ({
      key: phase.key,
      startsAt: local(phase.startsAt),
      endsAt: local(phase.endsAt),
    })),
    submissionDeadline: local(programme.submissionDeadline),
    judgingEndsAt: local(programme.judgingEndsAt),
    resultsAt: local(programme.resultsAt),
  };
}

/** The edit of a programme: only what differs from it (texts as typed, given empty to clear; dates as moments). */
export interface ProgrammeEdit {
  name?: string;
  description?: string;
  nameDe?: string;
  descriptionDe?: string;
  timeZone?: string;
  phases?: Array<{ key: string; startsAt: string; endsAt: string }>;
  submissionDeadline?: string;
  judgingEndsAt?: string;
  resultsAt?: string;
}

/** The same minute (the inputs show no seconds: a moment with them, as loaded, is unchanged when left as it is). */
const sameMoment = (a: string, b: string) =>
  Math.floor(Date.parse(a) / 60_000) === Math.floor(Date.parse(b) / 60_000);

export function programmeEdit(
  programme: ProgrammeCalendar,
  typed: ProgrammeFormValues,
  valid: ProgrammeFormOutput,
): ProgrammeEdit {
  const edit: ProgrammeEdit = {};
  const text = (key: 'name' | 'description' | 'nameDe' | 'descriptionDe') => {
    const value = typed[key].trim();
    if (value !== (programme[key] ?? '')) edit[key] = value;
  };
  text('name');
  text('description');
  text('nameDe');
  text('descriptionDe');
  if (valid.timeZone !== programme.timeZone) edit.timeZone = valid.timeZone;
  const phasesChanged =
    valid.phases.length !== programme.phases.length ||
    valid.phases.some((phase, i) => {
      const was = programme.phases[i]!;
      return (
        phase.key !== was.key ||
        !sameMoment(phase.startsAt, was.startsAt) ||
        !sameMoment(phase.endsAt, was.endsAt)
      );
    });
  if (phasesChanged) edit.phases = valid.phases.map((phase) => ({ ...phase }));
  for (const key of ['submissionDeadline', 'judgingEndsAt', 'resultsAt'] as const)
    if (!sameMoment(valid[key], programme[key])) edit[key] = valid[key];
  return edit;
}
