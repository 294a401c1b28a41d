import { z } from 'zod';
import { msg, optionalText, text, uuid } from './common.js';
import { timeZoneSchema } from './mentoring.js';

/**
 * A programme (docs/product.md §16, beyond the original specification): what a school, a region or an organiser
 * runs, with its organisers, members joined by code, and a calendar of the four steps of the journey.
 */
export const PROGRAMME_PHASES = ['identify', 'collaborate', 'prototype', 'showcase'] as const;
export type ProgrammePhase = (typeof PROGRAMME_PHASES)[number];

export const PROGRAMME_LIMITS = {
  nameMin: 2,
  nameMax: 120,
  descriptionMax: 2000,
  /** A join code: letters and digits, read case-insensitively. */
  codeMin: 4,
  codeMax: 32,
  announcementTitleMax: 120,
  /** Like a comment (COMMENT_LIMITS.bodyMax): plain text, no markup rendered. */
  announcementBodyMax: 2000,
  /** Reminders before the submission deadline, in days. */
  reminderDays: [3, 1],
} as const;

/** What an organiser (or staff) did to a programme: its own audit and the staff audit log (docs/product.md §16.6). */
export const PROGRAMME_ORGANISER_ACTIONS = [
  'programme_created',
  'programme_updated',
  'programme_organiser_added',
  'programme_announcement',
  'programme_judge_added',
  'programme_judging_assigned',
  'programme_results_published',
] as const;
export type ProgrammeOrganiserAction = (typeof PROGRAMME_ORGANISER_ACTIONS)[number];

/** Who an announcement reaches within its programme. */
export const ANNOUNCEMENT_AUDIENCES = ['everyone', 'students', 'mentors', 'teams-without-project'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

/**
 * A team's milestones, the same list for every team (docs/product.md §16.3): progress is the share reached.
 * Never reorder or rename: stored rows and events carry the keys.
 */
export const TEAM_MILESTONES = ['members', 'challenge', 'mentorMeeting', 'project', 'submitted'] as const;
export type TeamMilestone = (typeof TEAM_MILESTONES)[number];

const isoDate = z.iso.datetime({ offset: true, ...msg('validation.programme.date') });

const phaseSchema = z.strictObject(
  {
    key: z.enum(PROGRAMME_PHASES, msg('validation.programme.phases')),
    startsAt: isoDate,
    endsAt: isoDate,
  },
  msg('validation.unknownField'),
);

const calendarFields = {
  phases: z.array(phaseSchema, msg('validation.programme.phases')),
  submissionDeadline: isoDate,
  judgingEndsAt: isoDate,
  resultsAt: isoDate,
  timeZone: timeZoneSchema,
};

const time = (value: string) => Date.parse(value);

/**
 * The rules of a calendar, each reported on its field: the four phases once each and in order, each ending after
 * it starts, none overlapping the next; the deadline within the prototype phase; judging ending after the deadline;
 * results after judging.
 */
export function checkCalendar(
  calendar: {
    phases: readonly { key: string; startsAt: string; endsAt: string }[];
    submissionDeadline: string;
    judgingEndsAt: string;
    resultsAt: string;
  },
  report: (path: (string | number)[], key: ProgrammeMessageKey) => void,
): void {
  const { phases } = calendar;
  if (
    phases.length !== PROGRAMME_PHASES.length ||
    phases.some((phase, i) => phase.key !== PROGRAMME_PHASES[i])
  ) {
    report(['phases'], 'validation.programme.phases');
    return;
  }
  phases.forEach((phase, i) => {
    if (time(phase.endsAt) <= time(phase.startsAt))
      report(['phases', i, 'endsAt'], 'validation.programme.phaseEnd');
    const previous = phases[i - 1];
    if (previous && time(phase.startsAt) < time(previous.endsAt))
      report(['phases', i, 'startsAt'], 'validation.programme.phaseOverlap');
  });
  const prototype = phases[PROGRAMME_PHASES.indexOf('prototype')]!;
  const deadline = time(calendar.submissionDeadline);
  if (deadline < time(prototype.startsAt) || deadline > time(prototype.endsAt))
    report(['submissionDeadline'], 'validation.programme.deadline');
  if (time(calendar.judgingEndsAt) < deadline) report(['judgingEndsAt'], 'validation.programme.judging');
  if (time(calendar.resultsAt) < time(calendar.judgingEndsAt))
    report(['resultsAt'], 'validation.programme.results');
}

type ProgrammeMessageKey =
  | 'validation.programme.phases'
  | 'validation.programme.phaseEnd'
  | 'validation.programme.phaseOverlap'
  | 'validation.programme.deadline'
  | 'validation.programme.judging'
  | 'validation.programme.results';

const withCalendarRules = <T extends z.ZodType<Parameters<typeof checkCalendar>[0]>>(schema: T) =>
  schema.superRefine((value, ctx) =>
    checkCalendar(value, (path, key) => ctx.addIssue({ code: 'custom', path, message: key })),
  );

const programmeTexts = {
  name: text(
    PROGRAMME_LIMITS.nameMin,
    PROGRAMME_LIMITS.nameMax,
    'validation.programme.name',
    'validation.programme.name',
  ),
  description: optionalText(PROGRAMME_LIMITS.descriptionMax),
  /** The German name and description, when the programme has them in both languages. */
  nameDe: optionalText(PROGRAMME_LIMITS.nameMax),
  descriptionDe: optionalText(PROGRAMME_LIMITS.descriptionMax),
};

const clearableText = (max: number) => z.string().trim().max(max, msg('validation.text.max')).optional();

/** A new programme (staff; GraphQL createProgramme, REST POST /api/programmes). */
export const createProgrammeSchema = withCalendarRules(
  z.strictObject({ ...programmeTexts, ...calendarFields }, msg('validation.unknownField')),
);
export type CreateProgrammeInput = z.output<typeof createProgrammeSchema>;

/**
 * An organiser's edit (GraphQL updateProgramme, REST PATCH /api/programmes/:id): the fields that change, with the
 * updatedAt it was loaded at (409 when it changed since). The calendar rules (checkCalendar) apply to the programme
 * as it is after the change; the phases, when given, are all four.
 */
export const updateProgrammeSchema = z.strictObject(
  {
    name: programmeTexts.name.optional(),
    // Given empty, an optional text is cleared; absent, it stays.
    description: clearableText(PROGRAMME_LIMITS.descriptionMax),
    nameDe: clearableText(PROGRAMME_LIMITS.nameMax),
    descriptionDe: clearableText(PROGRAMME_LIMITS.descriptionMax),
    phases: calendarFields.phases.optional(),
    submissionDeadline: isoDate.optional(),
    judgingEndsAt: isoDate.optional(),
    resultsAt: isoDate.optional(),
    timeZone: timeZoneSchema.optional(),
    expectedUpdatedAt: z.iso.datetime({ offset: true, ...msg('validation.edit.version') }),
  },
  msg('validation.unknownField'),
);
export type UpdateProgrammeInput = z.output<typeof updateProgrammeSchema>;

/** A join code as typed: trimmed, case-insensitive (kept upper-case). */
const programmeCodeSchema = z
  .string(msg('validation.programme.code'))
  .trim()
  .min(PROGRAMME_LIMITS.codeMin, msg('validation.programme.code'))
  .max(PROGRAMME_LIMITS.codeMax, msg('validation.programme.code'))
  .regex(/^[A-Za-z0-9-]+$/, msg('validation.programme.code'))
  .transform((code) => code.toUpperCase());

export const joinProgrammeSchema = z.strictObject(
  { code: programmeCodeSchema },
  msg('validation.unknownField'),
);

export const addOrganiserSchema = z.strictObject({ userId: uuid }, msg('validation.unknownField'));

/** An organiser's announcement to their programme (REST POST /api/programmes/:id/announcements). */
export const announcementSchema = z.strictObject(
  {
    title: text(
      1,
      PROGRAMME_LIMITS.announcementTitleMax,
      'validation.announcement.title',
      'validation.announcement.title',
    ),
    body: text(
      1,
      PROGRAMME_LIMITS.announcementBodyMax,
      'validation.announcement.body',
      'validation.announcement.body',
    ),
    audience: z.enum(ANNOUNCEMENT_AUDIENCES, msg('validation.announcement.audience')),
  },
  msg('validation.unknownField'),
);
export type AnnouncementInput = z.output<typeof announcementSchema>;

/** The cohort view's roster filters (REST ?filter=, GraphQL programmeMembers(filter:)). */
export const ROSTER_FILTERS = ['no-team', 'no-project', 'inactive', 'mentors'] as const;
export type RosterFilter = (typeof ROSTER_FILTERS)[number];
/** A member not seen for this many days counts as inactive. */
export const INACTIVE_AFTER_DAYS = 7;
