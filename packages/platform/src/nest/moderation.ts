import type { GatewayUser, SubgraphContext } from './context.js';
import { requireUser } from './current-user.js';
import { notFound } from './errors.js';

/**
 * Who is looking, as staff hiding sees it (docs/product.md §14): a hidden item is shown only to its author(s) and
 * to staff. `staff` comes from the signed gateway context alone (an operator grants it; absent counts as false).
 */
export interface Viewer {
  id: string | null;
  staff: boolean;
}

/** The viewer of a request: the signed-in user (null when signed out) and whether they are staff. */
export function viewerOf(ctx: Pick<SubgraphContext, 'gateway'>): Viewer {
  const user = ctx.gateway?.user ?? null;
  return { id: user?.id ?? null, staff: user?.staff === true };
}

/** Whether `viewer` may see a hidden item of these authors: staff, or one of its authors. */
export function seesHidden(viewer: Viewer, authorIds: readonly (string | null | undefined)[]): boolean {
  return viewer.staff || (viewer.id !== null && authorIds.includes(viewer.id));
}

/**
 * The signed-in staff member, for staff-only operations: UNAUTHENTICATED when signed out, and for anyone else
 * NOT_FOUND 'error.staff.only' (what staff may do is not advertised as forbidden).
 */
export function requireStaff(ctx: Pick<SubgraphContext, 'gateway'>): GatewayUser {
  const user = requireUser(ctx);
  if (user.staff !== true) throw notFound(ctx.gateway.locale, 'error.staff.only');
  return user;
}
