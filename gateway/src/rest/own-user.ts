import type { RestUserFragment } from '../graphql-types/graphql.js';

/** The signed-in user's own record: its email and staff flag are always there. */
export type OwnUser = RestUserFragment & { email: string; isStaff: boolean };

/**
 * `User.email` is nullable in the graph because other users' emails are hidden; the signed-in user's own record
 * (me, login, register, updateProfile) always has it, and the REST facade promises it; its staff flag too (null
 * only for other people).
 */
export function ownUser(user: RestUserFragment): OwnUser {
  if (user.email === null) throw new Error("The signed-in user's own record came without an email");
  return { ...user, email: user.email, isStaff: user.isStaff ?? false };
}
