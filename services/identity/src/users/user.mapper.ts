import { EXPERIENCE_LEVELS, USER_ROLES, type ExperienceLevel, type UserRole } from '@creators/contracts';
import type { RecommendedUser } from './recommendations.js';
import type { User as UserRow } from '../generated/prisma/client.js';
import { RecommendedUserType, UserType } from './user.types.js';

const asRole = (value: string | null): UserRole | null =>
  (USER_ROLES as readonly string[]).includes(value ?? '') ? (value as UserRole) : null;
const asExperience = (value: string): ExperienceLevel =>
  (EXPERIENCE_LEVELS as readonly string[]).includes(value) ? (value as ExperienceLevel) : 'beginner';

/**
 * The one place a database row becomes the GraphQL `User`: never the password hash, no Prisma types, and the email
 * and the staff flag only for their owner (`viewerId`). A signed-out caller (`viewerId` null) sees a person as a card does (name and
 * picture, with the fields the schema cannot leave empty): role, bio, years of experience, current role and
 * company are null, skills and interests empty. Signed out, the product shows only the landing page, which shows
 * no one (product.md §6).
 */
export function toUserType(row: UserRow, viewerId: string | null): UserType {
  const card = {
    id: row.id,
    email: viewerId === row.id ? row.email : null,
    isStaff: viewerId === row.id ? row.isStaff : null,
    language: viewerId === row.id && row.localeChosenAt ? row.locale : null,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    experience: asExperience(row.experience),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
  const profile =
    viewerId === null
      ? {
          role: null,
          skills: [],
          interests: [],
          bio: null,
          yearsExperience: null,
          currentRole: null,
          company: null,
          mentorVerified: null,
        }
      : {
          role: asRole(row.role),
          skills: [...row.skills],
          interests: [...row.interests],
          bio: row.bio,
          yearsExperience: row.yearsExperience,
          currentRole: row.currentRole,
          company: row.company,
          mentorVerified: row.role === 'mentor' ? Boolean(row.mentorVerifiedAt) : null,
        };
  return Object.assign(new UserType(), { ...card, ...profile });
}

export function toRecommendedUserType(user: RecommendedUser): RecommendedUserType {
  return Object.assign(new RecommendedUserType(), user);
}
