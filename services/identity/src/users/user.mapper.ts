import { EXPERIENCE_LEVELS, USER_ROLES, type ExperienceLevel, type User, type UserRole } from '@creators/contracts';
import type { User as UserRow } from '../generated/prisma/client.js';

const asRole = (value: string | null): UserRole | null => ((USER_ROLES as readonly string[]).includes(value ?? '') ? (value as UserRole) : null);
const asExperience = (value: string): ExperienceLevel => ((EXPERIENCE_LEVELS as readonly string[]).includes(value) ? (value as ExperienceLevel) : 'beginner');

/** A database row as the contract `User`: never the password hash, no Prisma types. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
