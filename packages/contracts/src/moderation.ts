import { z } from 'zod';
import { msg, uuid } from './common.js';
import { PROGRAMME_ORGANISER_ACTIONS } from './programmes.js';

/**
 * Staff and moderation (docs/product.md §14): what can be reported, why, and what staff send when they act.
 * Staff is a flag only an operator sets (npm run staff); no schema here can carry it.
 */
export const MODERATED_ITEM_TYPES = ['challenge', 'team', 'project', 'resource', 'comment'] as const;
export type ModeratedItemType = (typeof MODERATED_ITEM_TYPES)[number];

/** A person is reported too, but suspended rather than hidden. */
export const REPORT_ITEM_TYPES = [...MODERATED_ITEM_TYPES, 'person'] as const;
export type ReportItemType = (typeof REPORT_ITEM_TYPES)[number];

export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'personal_data', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const MODERATION_LIMITS = {
  noteMax: 500,
  reasonMin: 5,
  reasonMax: 500,
  cohortNameMin: 2,
  cohortNameMax: 80,
  cohortMaxUsesMax: 1000,
  /** How far ahead a cohort code or a suspension may end. */
  maxDaysAhead: 366,
} as const;

export const reportInputSchema = z.strictObject(
  {
    itemType: z.enum(REPORT_ITEM_TYPES, msg('validation.report.itemType')),
    itemId: uuid,
    reason: z.enum(REPORT_REASONS, msg('validation.report.reason')),
    note: z
      .string()
      .trim()
      .max(MODERATION_LIMITS.noteMax, msg('validation.report.note'))
      .optional()
      .transform((note) => note || undefined),
  },
  msg('validation.unknownField'),
);
export type ReportInput = z.infer<typeof reportInputSchema>;

/** Why staff hid an item, suspended a person or dismissed a report: shown to whom it concerns. */
export const moderationReasonSchema = z
  .string(msg('validation.moderation.reason'))
  .trim()
  .min(MODERATION_LIMITS.reasonMin, msg('validation.moderation.reason'))
  .max(MODERATION_LIMITS.reasonMax, msg('validation.moderation.reason'));

export const hideItemSchema = z.strictObject(
  { reason: moderationReasonSchema },
  msg('validation.unknownField'),
);

/** until: an ISO date-time in the future, or null for good. */
export const suspendInputSchema = z.strictObject(
  {
    until: z.iso.datetime({ offset: true, ...msg('validation.moderation.until') }).nullable(),
    reason: moderationReasonSchema,
  },
  msg('validation.unknownField'),
);

export const dismissReportsSchema = z.strictObject(
  { reason: moderationReasonSchema.optional() },
  msg('validation.unknownField'),
);

/** A cohort code: letters, digits and dashes, 4 to 32, stored upper-case. */
const cohortCodeSchema = z
  .string(msg('validation.cohort.code'))
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{4,32}$/, msg('validation.cohort.code'));

export const createCohortCodeSchema = z.strictObject(
  {
    name: z
      .string(msg('validation.cohort.name'))
      .trim()
      .min(MODERATION_LIMITS.cohortNameMin, msg('validation.cohort.name'))
      .max(MODERATION_LIMITS.cohortNameMax, msg('validation.cohort.name')),
    /** Left out: the server makes one up. */
    code: cohortCodeSchema.optional(),
    validUntil: z.iso.datetime({ offset: true, ...msg('validation.cohort.validUntil') }),
    maxUses: z
      .number(msg('validation.cohort.maxUses'))
      .int(msg('validation.cohort.maxUses'))
      .min(1, msg('validation.cohort.maxUses'))
      .max(MODERATION_LIMITS.cohortMaxUsesMax, msg('validation.cohort.maxUses')),
  },
  msg('validation.unknownField'),
);
export type CreateCohortCodeInput = z.infer<typeof createCohortCodeSchema>;

/** The staff audit log's actions (identity's moderation_actions.action); organisers' actions come from programmes. */
export const MODERATION_ACTIONS = [
  'hide',
  'restore',
  'suspend',
  'lift',
  'dismiss',
  'verify_mentor',
  'unverify_mentor',
  'create_cohort_code',
  ...PROGRAMME_ORGANISER_ACTIONS,
] as const;
export type ModerationActionKind = (typeof MODERATION_ACTIONS)[number];
