import {
  EXPERIENCE_LEVELS,
  USER_ROLES,
  type ExperienceLevel,
  type RecommendedUser,
  type UserRole,
} from '@creators/contracts';
import type { User as UserRow } from '../generated/prisma/client.js';
import { RecommendedUserType, UserType } from './user.types.js';

const asRole = (value: string | null): UserRole | null =>
  (USER_ROLES as readonly string[]).includes(value ?? '') ? (value as UserRole) : null;
const asExperience = (value: string): ExperienceLevel =>
  (EXPERIENCE_LEVELS as readonly string[]).includes(value) ? (value as ExperienceLevel) : 'beginner';

/**
 * The one place a database row becomes the GraphQL `User`: never the password hash, no Prisma types, and the email
 * only for its owner (`viewerId`).
 */
export function toUserType(row: UserRow, viewerId: string | null): UserType {
  return Object.assign(new UserType(), {
    id: row.id,
    email: viewerId === row.id ? row.email : null,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    role: asRole(row.role),
    skills: [...row.skills],
    interests: [...row.interests],
    bio: row.bio,
    experience: asExperience(row.experience),
    yearsExperience: row.yearsExperience,
    currentRole: row.currentRole,
    company: row.company,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });
}

export function toRecommendedUserType(user: RecommendedUser): RecommendedUserType {
  return Object.assign(new RecommendedUserType(), user);
}
