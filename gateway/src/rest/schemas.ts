import { z } from 'zod';
import {
  EXPERIENCE_LEVELS,
  USER_ROLES,
  type Achievement,
  type RecommendedUser,
  type User,
} from '@creators/contracts';

/**
 * Response shapes of the REST facade, for the OpenAPI document only (requests are validated with the
 * contracts' schemas). Each is checked against the contracts' type, so a changed contract fails to compile.
 */
export const userResponse = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profileImageUrl: z.string().nullable(),
    role: z.enum(USER_ROLES).nullable(),
    skills: z.array(z.string()),
    interests: z.array(z.string()),
    bio: z.string().nullable(),
    experience: z.enum(EXPERIENCE_LEVELS),
    yearsExperience: z.string().nullable(),
    currentRole: z.string().nullable(),
    company: z.string().nullable(),
    createdAt: z.string().meta({ format: 'date-time' }),
    updatedAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({
    id: 'User',
    description: 'A user as the API shows it: never a password or hash.',
  }) satisfies z.ZodType<User>;

export const recommendedUserResponse = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.string().nullable(),
    experience: z.string(),
    profileImageUrl: z.string().nullable(),
    sharedSkills: z.array(z.string()),
    sharedInterests: z.array(z.string()),
  })
  .meta({ id: 'RecommendedUser' }) satisfies z.ZodType<RecommendedUser>;

export const achievementResponse = z
  .object({
    id: z.string(),
    name: z.string(),
    title: z.string(),
    description: z.string(),
    icon: z.string(),
    category: z.string(),
    points: z.number().int(),
    earnedAt: z.string().meta({ format: 'date-time' }).nullable(),
  })
  .meta({ id: 'Achievement' }) satisfies z.ZodType<Achievement>;

/** Every error of the REST facade: message in the request's language (Accept-Language), code, per-field messages. */
export const errorResponse = z
  .object({
    message: z.string(),
    code: z.string().meta({
      examples: [
        'BAD_USER_INPUT',
        'UNAUTHENTICATED',
        'FORBIDDEN',
        'NOT_FOUND',
        'CONFLICT',
        'TOO_MANY_REQUESTS',
        'SERVICE_UNAVAILABLE',
      ],
    }),
    fields: z.record(z.string(), z.string()).optional(),
    errorId: z
      .string()
      .optional()
      .meta({ description: 'Present on 500: the id under which the error was logged.' }),
  })
  .meta({ id: 'Error' });
