import { z } from 'zod';
import { EXPERIENCE_LEVELS, LIMITS, MENTOR_EXPERIENCE_LEVELS, USER_ROLES } from './enums.js';
import { msg } from './common.js';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(LIMITS.emailMax, msg('validation.email.invalid'))
  .pipe(z.email(msg('validation.email.invalid')));
const password = z
  .string(msg('validation.password.min'))
  .min(LIMITS.passwordMin, msg('validation.password.min'))
  .max(LIMITS.passwordMax, msg('validation.password.max'));
const firstName = z
  .string(msg('validation.firstName.min'))
  .trim()
  .min(LIMITS.nameMin, msg('validation.firstName.min'))
  .max(LIMITS.nameMax, msg('validation.name.max'));
const lastName = z
  .string(msg('validation.lastName.min'))
  .trim()
  .min(LIMITS.nameMin, msg('validation.lastName.min'))
  .max(LIMITS.nameMax, msg('validation.name.max'));
const listItem = z
  .string()
  .trim()
  .min(1, msg('validation.list.item'))
  .max(LIMITS.tagMax, msg('validation.list.item'));
/** A list of free-text items: trimmed, duplicates (case-insensitive) removed. */
const textList = z
  .array(listItem)
  .max(LIMITS.listMax, msg('validation.list.max'))
  .transform((items) =>
    items.filter((item, i) => items.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === i),
  );

const userRoleSchema = z.enum(USER_ROLES, msg('validation.role.invalid'));
const experienceSchema = z.enum(EXPERIENCE_LEVELS, msg('validation.experience.invalid'));

export const loginSchema = z.strictObject({ email, password }, msg('validation.unknownField'));

/**
 * The cohort code a class registers with (docs/product.md §14): optional, trimmed and upper-cased; empty is none.
 * Anything that cannot be a code is refused like a code that does not exist.
 */
const registrationCohortCode = z
  .string(msg('validation.cohort.invalid'))
  .trim()
  .toUpperCase()
  .regex(/^(?:[A-Z0-9-]{4,32})?$/, msg('validation.cohort.invalid'))
  .transform((code) => code || undefined)
  .optional();

const studentFields = {
  firstName,
  lastName,
  email,
  password,
  experience: experienceSchema,
  bio: z
    .string(msg('validation.studentBio.min'))
    .trim()
    .min(LIMITS.studentBioMin, msg('validation.studentBio.min'))
    .max(LIMITS.bioMax, msg('validation.bio.max')),
  skills: textList.refine((s) => s.length >= LIMITS.studentSkillsMin, msg('validation.studentSkills.min')),
  interests: textList,
  cohortCode: registrationCohortCode,
};

/** product.md §3 student registration payload (confirmPassword is not sent). */
export const studentRegistrationSchema = z.strictObject(
  { ...studentFields, role: z.literal('student', msg('validation.role.invalid')) },
  msg('validation.unknownField'),
);

/** product.md §3 mentor registration payload. */
export const mentorRegistrationSchema = z.strictObject(
  {
    ...studentFields,
    role: z.literal('mentor', msg('validation.role.invalid')),
    experience: z.enum(MENTOR_EXPERIENCE_LEVELS, msg('validation.experience.invalid')),
    bio: z
      .string(msg('validation.mentorBio.min'))
      .trim()
      .min(LIMITS.mentorBioMin, msg('validation.mentorBio.min'))
      .max(LIMITS.bioMax, msg('validation.bio.max')),
    yearsExperience: z
      .string(msg('validation.yearsExperience.min'))
      .trim()
      .min(LIMITS.yearsExperienceMin, msg('validation.yearsExperience.min'))
      .max(LIMITS.nameMax, msg('validation.text.max')),
    currentRole: z
      .string(msg('validation.currentRole.min'))
      .trim()
      .min(LIMITS.currentRoleMin, msg('validation.currentRole.min'))
      .max(LIMITS.nameMax, msg('validation.text.max')),
    company: z.string().trim().max(LIMITS.nameMax, msg('validation.text.max')).optional(),
    skills: textList.refine((s) => s.length >= LIMITS.mentorSkillsMin, msg('validation.mentorSkills.min')),
  },
  msg('validation.unknownField'),
);

/** What POST /api/auth/register accepts: a student or a mentor payload, told apart by role. 'admin' and anything else is refused. */
export const registrationSchema = z.discriminatedUnion(
  'role',
  [studentRegistrationSchema, mentorRegistrationSchema],
  msg('validation.role.invalid'),
);
export type RegistrationInput = z.infer<typeof registrationSchema>;

/** product.md §3, §5 profile update: role, experience, bio, skills, interests. id, email, names, image and timestamps are refused. */
export const profileUpdateSchema = z
  .strictObject(
    {
      role: userRoleSchema,
      experience: experienceSchema,
      bio: z.string().trim().max(LIMITS.bioMax, msg('validation.bio.max')),
      skills: textList.refine((s) => s.length >= 1, msg('validation.studentSkills.min')),
      interests: textList,
    },
    msg('validation.unknownField'),
  )
  .partial();
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** A user as it leaves the identity service: never a password or hash. */
export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  role: (typeof USER_ROLES)[number] | null;
  skills: string[];
  interests: string[];
  bio: string | null;
  experience: (typeof EXPERIENCE_LEVELS)[number];
  yearsExperience: string | null;
  currentRole: string | null;
  company: string | null;
  createdAt: string;
  updatedAt: string;
}
