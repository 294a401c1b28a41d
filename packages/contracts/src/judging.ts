import { z } from 'zod';
import { msg, optionalText, text, uuid } from './common.js';

/**
 * Judging, awards and the public vote of a programme (docs/product.md §17, beyond the original specification): judges
 * score the projects submitted in time against the programme's rubric; the organiser publishes the results.
 */
export const JUDGING_LIMITS = {
  scoreMin: 1,
  scoreMax: 5,
  judgesPerProjectMin: 1,
  judgesPerProjectMax: 10,
  judgesPerProjectDefault: 2,
  commentMax: 2000,
  criteriaMax: 8,
  weightMin: 1,
  weightMax: 10,
  awardsMax: 12,
  nameMax: 80,
} as const;

/** A criterion or award key: lower-case letters, digits and dashes, as stored rows and scores carry it. */
const keySchema = z
  .string(msg('validation.judging.key'))
  .regex(/^[a-z][a-z0-9-]{1,31}$/, msg('validation.judging.key'));

export interface RubricCriterion {
  key: string;
  name: string;
  nameDe: string | null;
  weight: number;
}

/** The rubric a programme starts with: four criteria of equal weight, each scored 1 to 5. */
export const DEFAULT_RUBRIC: readonly RubricCriterion[] = [
  { key: 'innovation', name: 'Innovation', nameDe: 'Innovation', weight: 1 },
  { key: 'impact', name: 'Impact', nameDe: 'Wirkung', weight: 1 },
  { key: 'technical', name: 'Technical execution', nameDe: 'Technische Umsetzung', weight: 1 },
  { key: 'presentation', name: 'Presentation', nameDe: 'Präsentation', weight: 1 },
];

/**
 * How an award finds its winner: the best normalised score on one criterion, the best overall, or the public vote
 * (People's Choice).
 */
export const AWARD_KINDS = ['criterion', 'overall', 'vote'] as const;
type AwardKind = (typeof AWARD_KINDS)[number];

export interface AwardDefinition {
  key: string;
  name: string;
  nameDe: string | null;
  kind: AwardKind;
  /** The criterion of a 'criterion' award; null otherwise. */
  criterion: string | null;
}

/** The awards a programme starts with. */
export const DEFAULT_AWARDS: readonly AwardDefinition[] = [
  { key: 'overall', name: 'Overall Winner', nameDe: 'Gesamtsieg', kind: 'overall', criterion: null },
  {
    key: 'innovation',
    name: 'Innovation Award',
    nameDe: 'Innovationspreis',
    kind: 'criterion',
    criterion: 'innovation',
  },
  {
    key: 'technical',
    name: 'Technical Excellence',
    nameDe: 'Technische Exzellenz',
    kind: 'criterion',
    criterion: 'technical',
  },
  { key: 'peoples-choice', name: "People's Choice", nameDe: 'Publikumspreis', kind: 'vote', criterion: null },
];

const nameText = text(1, JUDGING_LIMITS.nameMax, 'validation.judging.name', 'validation.judging.name');

/** Names a judge (REST POST /api/programmes/:id/judges). */
export const addJudgeSchema = z.strictObject({ userId: uuid }, msg('validation.unknownField'));

/** Assigns the projects submitted in time to judges (REST POST /api/programmes/:id/judging/assign). */
export const assignJudgingSchema = z.strictObject(
  {
    judgesPerProject: z
      .number(msg('validation.judging.judgesPerProject'))
      .int(msg('validation.judging.judgesPerProject'))
      .min(JUDGING_LIMITS.judgesPerProjectMin, msg('validation.judging.judgesPerProject'))
      .max(JUDGING_LIMITS.judgesPerProjectMax, msg('validation.judging.judgesPerProject'))
      .default(JUDGING_LIMITS.judgesPerProjectDefault),
  },
  msg('validation.unknownField'),
);
export type AssignJudgingInput = z.output<typeof assignJudgingSchema>;

/** Moves one project from a judge to another (the organiser's correction of an assignment). */
export const moveAssignmentSchema = z.strictObject(
  { projectId: uuid, fromJudgeId: uuid, toJudgeId: uuid },
  msg('validation.unknownField'),
);
export type MoveAssignmentInput = z.output<typeof moveAssignmentSchema>;

const scoreValue = z
  .number(msg('validation.judging.score'))
  .int(msg('validation.judging.score'))
  .min(JUDGING_LIMITS.scoreMin, msg('validation.judging.score'))
  .max(JUDGING_LIMITS.scoreMax, msg('validation.judging.score'));

/**
 * A judge's score of a project (REST PUT /api/projects/:id/scores): every criterion of the rubric 1 to 5 (which
 * criteria the rubric has is checked by the service), and an optional comment.
 */
export const scoreSchema = z.strictObject(
  {
    criteria: z.record(keySchema, scoreValue, msg('validation.judging.criteria')),
    comment: optionalText(JUDGING_LIMITS.commentMax),
  },
  msg('validation.unknownField'),
);
export type ScoreInput = z.output<typeof scoreSchema>;

/** The rubric, as organisers change it before the first score. */
export const rubricSchema = z.strictObject(
  {
    criteria: z
      .array(
        z.strictObject(
          {
            key: keySchema,
            name: nameText,
            nameDe: optionalText(JUDGING_LIMITS.nameMax),
            weight: z
              .number(msg('validation.judging.weight'))
              .int(msg('validation.judging.weight'))
              .min(JUDGING_LIMITS.weightMin, msg('validation.judging.weight'))
              .max(JUDGING_LIMITS.weightMax, msg('validation.judging.weight')),
          },
          msg('validation.unknownField'),
        ),
        msg('validation.judging.rubric'),
      )
      .min(1, msg('validation.judging.rubric'))
      .max(JUDGING_LIMITS.criteriaMax, msg('validation.judging.rubric'))
      .refine(
        (list) => new Set(list.map((c) => c.key)).size === list.length,
        msg('validation.judging.duplicate'),
      ),
  },
  msg('validation.unknownField'),
);
export type RubricInput = z.output<typeof rubricSchema>;

/** The awards, as organisers rename, add or remove them. */
export const awardsSchema = z.strictObject(
  {
    awards: z
      .array(
        z.strictObject(
          {
            key: keySchema,
            name: nameText,
            nameDe: optionalText(JUDGING_LIMITS.nameMax),
            kind: z.enum(AWARD_KINDS, msg('validation.judging.awardKind')),
            criterion: keySchema.nullable().optional(),
          },
          msg('validation.unknownField'),
        ),
        msg('validation.judging.awards'),
      )
      .max(JUDGING_LIMITS.awardsMax, msg('validation.judging.awards'))
      .refine(
        (list) => new Set(list.map((a) => a.key)).size === list.length,
        msg('validation.judging.duplicate'),
      ),
  },
  msg('validation.unknownField'),
);
export type AwardsInput = z.output<typeof awardsSchema>;

/** A member's vote for People's Choice (REST POST /api/programmes/:id/votes); voting again changes it. */
export const voteSchema = z.strictObject({ projectId: uuid }, msg('validation.unknownField'));

/** Publishing the results; before the results date only with early: true. */
export const publishResultsSchema = z.strictObject(
  { early: z.boolean(msg('validation.judging.early')).default(false) },
  msg('validation.unknownField'),
);
