// The mentoring limits without the schemas (and zod): the browser's first page reads them (@creators/contracts/mentoring-limits).
/** Mentoring (docs/product.md §12): the limits of availability, requests, team mentors, meetings and feedback. */
export const MENTORING_LIMITS = {
  /** A team has at most this many mentors. */
  mentorsPerTeam: 2,
  /** A mentor takes between 1 and this many teams at a time (default maxTeamsDefault). */
  maxTeamsMax: 10,
  maxTeamsDefault: 3,
  /** Weekly slots a mentor may set. */
  slotsMax: 21,
  /** A pending request older than this reads as expired (computed, not stored). */
  requestExpiryDays: 7,
  requestMessageMin: 10,
  requestMessageMax: 500,
  /** What a request needs help with: 1 to topicsMax of the mentor's expertise. */
  topicsMax: 5,
  answerNoteMax: 500,
  meetingTitleMin: 2,
  meetingTitleMax: 120,
  meetingDescriptionMax: 1000,
  meetingNotesMax: 4000,
  meetingDurationMin: 15,
  meetingDurationMax: 240,
  /** A meeting is scheduled at most this many days ahead. */
  meetingDaysAhead: 180,
  /** The reminder notification goes out this many minutes before a meeting starts. */
  reminderMinutes: 15,
  /** The join link shows from this many minutes before a meeting starts until it ends. */
  joinableMinutes: 10,
  /** Free slots offered when scheduling with a mentor: this many days ahead. */
  freeSlotDays: 14,
  feedbackNotesMin: 10,
  feedbackNotesMax: 4000,
  scoreMin: 1,
  scoreMax: 4,
} as const;
