import { z } from 'zod';
import { CHALLENGE_CATEGORIES, DIFFICULTIES, RESOURCE_TYPES } from './enums.js';
import { expectedUpdatedAt, httpUrl, msg, optionalHttpUrl, optionalText, text } from './common.js';

const RESOURCE_LIMITS = {
  titleMin: 2,
  titleMax: 120,
  descriptionMax: 1000,
  providerMax: 80,
  durationMax: 40,
} as const;
const PROJECT_LIMITS = {
  titleMin: 2,
  titleMax: 120,
  descriptionMin: 10,
  descriptionMax: 4000,
} as const;

/** The fields of a resource as creation takes them (no defaults): creation and editing share them. */
const resourceFields = {
  title: text(RESOURCE_LIMITS.titleMin, RESOURCE_LIMITS.titleMax, 'validation.resource.title'),
  description: optionalText(RESOURCE_LIMITS.descriptionMax),
  type: z.enum(RESOURCE_TYPES, msg('validation.resource.type')),
  url: httpUrl,
  provider: optionalText(RESOURCE_LIMITS.providerMax),
  difficulty: z.enum(DIFFICULTIES, msg('validation.difficulty.invalid')),
  duration: optionalText(RESOURCE_LIMITS.durationMax),
};

/** The fields of a project as creation takes them (no defaults): creation and editing share them. */
const projectFields = {
  title: text(PROJECT_LIMITS.titleMin, PROJECT_LIMITS.titleMax, 'validation.project.title'),
  description: text(
    PROJECT_LIMITS.descriptionMin,
    PROJECT_LIMITS.descriptionMax,
    'validation.project.description',
  ),
  repositoryUrl: optionalHttpUrl,
  demoUrl: optionalHttpUrl,
  imageUrl: optionalHttpUrl,
};

/**
 * An optional field of an edit: absent leaves it as it is, empty text clears it (null), anything else is checked as
 * creation checks it.
 */
const clearable = <T extends z.ZodType>(field: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    field.nullable().optional(),
  );

/** product.md §7 POST /api/resources (no tags). */
export const createResourceSchema = z.strictObject(
  {
    ...resourceFields,
    type: resourceFields.type.default('article'),
    difficulty: resourceFields.difficulty.default('beginner'),
  },
  msg('validation.unknownField'),
);
export type CreateResourceInput = z.input<typeof createResourceSchema>;

/**
 * Its author edits a resource (product.md, owners change what they made): every field creation takes, each optional,
 * with the same rules and messages; empty text clears description, provider and duration. expectedUpdatedAt is the
 * version the edit was made from.
 */
export const updateResourceSchema = z.strictObject(
  {
    expectedUpdatedAt,
    title: resourceFields.title.optional(),
    description: clearable(resourceFields.description),
    type: resourceFields.type.optional(),
    url: resourceFields.url.optional(),
    provider: clearable(resourceFields.provider),
    difficulty: resourceFields.difficulty.optional(),
    duration: clearable(resourceFields.duration),
  },
  msg('validation.unknownField'),
);

/** product.md §7 POST /api/projects (no tags): showcased for a team the caller belongs to. */
export const createProjectSchema = z.strictObject(
  {
    title: projectFields.title,
    description: projectFields.description,
    teamId: z.uuid(msg('validation.project.team')),
    status: z.literal('showcased', msg('validation.status.invalid')).default('showcased'),
    repositoryUrl: projectFields.repositoryUrl,
    demoUrl: projectFields.demoUrl,
    imageUrl: projectFields.imageUrl,
  },
  msg('validation.unknownField'),
);
export type CreateProjectInput = z.input<typeof createProjectSchema>;

/**
 * Its author edits a project (product.md, owners change what they made): title, description and the links, each
 * optional, with creation's rules and messages; empty text clears a link. The team stays. expectedUpdatedAt is the
 * version the edit was made from.
 */
export const updateProjectSchema = z.strictObject(
  {
    expectedUpdatedAt,
    title: projectFields.title.optional(),
    description: projectFields.description.optional(),
    repositoryUrl: clearable(projectFields.repositoryUrl),
    demoUrl: clearable(projectFields.demoUrl),
    imageUrl: clearable(projectFields.imageUrl),
  },
  msg('validation.unknownField'),
);
export type UpdateProjectInput = z.input<typeof updateProjectSchema>;

/** product.md §2.13 topic filter, matched as a substring of a project's tags, ignoring case. */
export const PROJECT_TOPICS = CHALLENGE_CATEGORIES;

/** product.md §2.13 sort: recent (last updated first) or popular (most liked first). */
export const PROJECT_SORTS = ['recent', 'popular'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];
