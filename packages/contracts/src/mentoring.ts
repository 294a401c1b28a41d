import { z } from 'zod';
import { LIMITS } from './enums.js';
import { LOCALES } from './locale.js';
import { httpUrl, msg, optionalText, text, uuid } from './common.js';
import { searchText } from './paging.js';
import { MENTORING_LIMITS } from './mentoring-limits.js';

/** Mentoring (docs/product.md §12): availability, requests, team mentors, meetings and feedback. */
export { MENTORING_LIMITS };

/** A request's status; expired is read, never stored (pending and older than requestExpiryDays). */
export const MENTORING_REQUEST_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
] as const;
export type MentoringRequestStatus = (typeof MENTORING_REQUEST_STATUSES)[number];

/** "HH:MM", 00:00 to 24:00 (24:00 only as an end). */
const clockTime = z
  .string(msg('validation.mentoring.slot'))
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, msg('validation.mentoring.slot'));

/** Minutes after midnight of "HH:MM". */
export const minutesOfClock = (value: string): number => {
  const [hours, minutes] = value.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/** True when `zone` is an IANA time zone this runtime knows (Europe/Berlin, UTC, …). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length <= 64;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string(msg('validation.mentoring.timeZone'))
  .trim()
  .refine(isTimeZone, msg('validation.mentoring.timeZone'));

/** One weekly slot in the mentor's own time zone: start before end, the same day, at least 15 minutes. */
export const mentorSlotSchema = z
  .strictObject(
    {
      day: z
        .number(msg('validation.mentoring.slot'))
        .int(msg('validation.mentoring.slot'))
        .min(1, msg('validation.mentoring.slot'))
        .max(7, msg('validation.mentoring.slot')),
      start: clockTime,
      end: clockTime,
    },
    msg('validation.unknownField'),
  )
  .refine(
    (slot) => minutesOfClock(slot.end) - minutesOfClock(slot.start) >= MENTORING_LIMITS.meetingDurationMin,
    msg('validation.mentoring.slot'),
  );
export type MentorSlot = z.output<typeof mentorSlotSchema>;

/**
 * A mentor's availability (GraphQL setMentorAvailability, REST PUT /api/users/me/availability): weekly slots in
 * timeZone, at most maxTeams teams at a time, no new requests before notAvailableUntil, and the languages they
 * mentor in. Overlapping slots of the same day are refused.
 */
export const mentorAvailabilitySchema = z.strictObject(
  {
    slots: z
      .array(mentorSlotSchema, msg('validation.mentoring.slot'))
      .max(MENTORING_LIMITS.slotsMax, msg('validation.mentoring.slotsMax'))
      .refine((slots) => !hasOverlap(slots), msg('validation.mentoring.slotOverlap')),
    timeZone: timeZoneSchema,
    maxTeams: z
      .number(msg('validation.mentoring.maxTeams'))
      .int(msg('validation.mentoring.maxTeams'))
      .min(1, msg('validation.mentoring.maxTeams'))
      .max(MENTORING_LIMITS.maxTeamsMax, msg('validation.mentoring.maxTeams')),
    notAvailableUntil: z.iso
      .datetime({ offset: true, ...msg('validation.mentoring.notAvailableUntil') })
      .nullable()
      .optional(),
    languages: z
      .array(z.enum(LOCALES, msg('validation.mentoring.language')), msg('validation.mentoring.language'))
      .max(LOCALES.length, msg('validation.mentoring.language'))
      .transform((languages) => [...new Set(languages)]),
  },
  msg('validation.unknownField'),
);
export type MentorAvailabilityInput = z.input<typeof mentorAvailabilitySchema>;
export type MentorAvailability = z.output<typeof mentorAvailabilitySchema>;

function hasOverlap(slots: readonly MentorSlot[]): boolean {
  return slots.some((a, i) =>
    slots.some(
      (b, j) =>
        j > i &&
        a.day === b.day &&
        minutesOfClock(a.start) < minutesOfClock(b.end) &&
        minutesOfClock(b.start) < minutesOfClock(a.end),
    ),
  );
}

/** The mentors directory's filters (GraphQL `mentors`, REST GET /api/mentors); paging is platform's parsePage. */
export const mentorListSchema = z.strictObject(
  {
    search: searchText,
    expertise: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.string(msg('validation.list.item')).trim().max(LIMITS.tagMax, msg('validation.list.item')).optional(),
    ),
    language: z.enum(LOCALES, msg('validation.mentoring.language')).optional(),
  },
  msg('validation.unknownField'),
);
export type MentorListFilters = z.output<typeof mentorListSchema>;

/** A team member asks a mentor for help (GraphQL requestMentoring, REST POST /api/teams/:id/mentoring-requests). */
export const mentoringRequestSchema = z.strictObject(
  {
    mentorId: uuid,
    message: text(
      MENTORING_LIMITS.requestMessageMin,
      MENTORING_LIMITS.requestMessageMax,
      'validation.mentoring.message',
      'validation.mentoring.message',
    ),
    topics: z
      .array(
        z
          .string(msg('validation.list.item'))
          .trim()
          .min(1, msg('validation.list.item'))
          .max(LIMITS.tagMax, msg('validation.list.item')),
        msg('validation.mentoring.topics'),
      )
      .min(1, msg('validation.mentoring.topics'))
      .max(MENTORING_LIMITS.topicsMax, msg('validation.mentoring.topics'))
      .transform((topics) => [...new Set(topics)]),
  },
  msg('validation.unknownField'),
);

/** The mentor's answer (GraphQL answerMentoringRequest, REST POST /api/mentoring-requests/:id/answer). */
export const mentoringAnswerSchema = z.strictObject(
  {
    accept: z.boolean(msg('validation.invalid')),
    note: optionalText(MENTORING_LIMITS.answerNoteMax),
  },
  msg('validation.unknownField'),
);

const meetingTitle = text(
  MENTORING_LIMITS.meetingTitleMin,
  MENTORING_LIMITS.meetingTitleMax,
  'validation.meeting.title',
  'validation.meeting.title',
);
const meetingTime = z.iso.datetime({ offset: true, ...msg('validation.meeting.time') });
const meetingDuration = z
  .number(msg('validation.meeting.duration'))
  .int(msg('validation.meeting.duration'))
  .min(MENTORING_LIMITS.meetingDurationMin, msg('validation.meeting.duration'))
  .max(MENTORING_LIMITS.meetingDurationMax, msg('validation.meeting.duration'));
const meetingUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  httpUrl.nullable().optional(),
);

/**
 * A team's members or its mentors schedule a meeting (GraphQL scheduleMeeting, REST POST /api/teams/:id/meetings).
 * mentorId: the team's mentor who attends; a member must then pick a time inside one of that mentor's free
 * slots. Without a mentor, any time ahead.
 */
export const scheduleMeetingSchema = z.strictObject(
  {
    title: meetingTitle,
    description: optionalText(MENTORING_LIMITS.meetingDescriptionMax),
    scheduledAt: meetingTime,
    duration: meetingDuration.default(LIMITS.meetingDurationDefault),
    meetingUrl,
    mentorId: uuid.nullable().optional(),
  },
  msg('validation.unknownField'),
);

/**
 * A change to a meeting (GraphQL updateMeeting, REST PATCH /api/meetings/:id): reschedule (scheduledAt,
 * duration), edit its text or link, or write notes (after it too). expectedUpdatedAt as every edit.
 */
export const updateMeetingSchema = z.strictObject(
  {
    expectedUpdatedAt: z.iso.datetime({ offset: true, ...msg('validation.edit.version') }),
    title: meetingTitle.optional(),
    description: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z
        .string()
        .trim()
        .max(MENTORING_LIMITS.meetingDescriptionMax, msg('validation.text.max'))
        .nullable()
        .optional(),
    ),
    scheduledAt: meetingTime.optional(),
    duration: meetingDuration.optional(),
    meetingUrl,
    notes: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z
        .string()
        .trim()
        .max(MENTORING_LIMITS.meetingNotesMax, msg('validation.text.max'))
        .nullable()
        .optional(),
    ),
  },
  msg('validation.unknownField'),
);

const score = z
  .number(msg('validation.feedback.score'))
  .int(msg('validation.feedback.score'))
  .min(MENTORING_LIMITS.scoreMin, msg('validation.feedback.score'))
  .max(MENTORING_LIMITS.scoreMax, msg('validation.feedback.score'));

/**
 * A mentor of the team writes feedback on its project (GraphQL giveProjectFeedback, REST POST
 * /api/projects/:id/feedback): notes and a 1–4 score per criterion. One per mentor and project; giving it again
 * replaces it.
 */
export const projectFeedbackSchema = z.strictObject(
  {
    notes: text(
      MENTORING_LIMITS.feedbackNotesMin,
      MENTORING_LIMITS.feedbackNotesMax,
      'validation.feedback.notes',
      'validation.feedback.notes',
    ),
    scores: z.strictObject(
      { problem: score, solution: score, prototype: score, presentation: score },
      msg('validation.unknownField'),
    ),
  },
  msg('validation.unknownField'),
);
