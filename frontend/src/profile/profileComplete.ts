// What the browser's first page asks of a profile, without the schemas (and zod).
import type { User } from '@creators/contracts';

/** product.md §4.1: a profile is incomplete if the role is missing or the skills list is empty. */
export function isProfileComplete(user: Pick<User, 'role' | 'skills'>): boolean {
  return Boolean(user.role) && Array.isArray(user.skills) && user.skills.length > 0;
}
