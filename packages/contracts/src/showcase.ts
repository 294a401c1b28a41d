import { z } from 'zod';
import { DIFFICULTIES, RESOURCE_TYPES } from './enums.js';
import { httpUrl, msg, optionalHttpUrl, optionalText, text, uuid } from './common.js';

export const RESOURCE_LIMITS = {
  titleMin: 2,
  titleMax: 120,
  descriptionMax: 1000,
  providerMax: 80,
  durationMax: 40,
} as const;
export const PROJECT_LIMITS = {
  titleMin: 2,
  titleMax: 120,
  descriptionMin: 10,
  descriptionMax: 4000,
} as const;

/** product.md §7 POST /api/resources (no tags). */
export const createResourceSchema = z.strictObject(
  {
    title: text(RESOURCE_LIMITS.titleMin, RESOURCE_LIMITS.titleMax, 'validation.resource.title'),
    description: optionalText(RESOURCE_LIMITS.descriptionMax),
    type: z.enum(RESOURCE_TYPES, msg('validation.resource.type')).default('article'),
    url: httpUrl,
    provider: optionalText(RESOURCE_LIMITS.providerMax),
    difficulty: z.enum(DIFFICULTIES, msg('validation.difficulty.invalid')).default('beginner'),
    duration: optionalText(RESOURCE_LIMITS.durationMax),
  },
  msg('validation.unknownField'),
);
export type CreateResourceInput = z.input<typeof createResourceSchema>;

/** product.md §7 POST /api/projects (no tags): showcased for a team the caller belongs to. */
export const createProjectSchema = z.strictObject(
  {
    title: text(PROJECT_LIMITS.titleMin, PROJECT_LIMITS.titleMax, 'validation.project.title'),
    description: text(
      PROJECT_LIMITS.descriptionMin,
      PROJECT_LIMITS.descriptionMax,
      'validation.project.description',
    ),
    teamId: z.uuid(msg('validation.project.team')),
    status: z.literal('showcased', msg('validation.status.invalid')).default('showcased'),
    repositoryUrl: optionalHttpUrl,
    demoUrl: optionalHttpUrl,
    imageUrl: optionalHttpUrl,
  },
  msg('validation.unknownField'),
);
export type CreateProjectInput = z.input<typeof createProjectSchema>;

export const idParam = uuid;
