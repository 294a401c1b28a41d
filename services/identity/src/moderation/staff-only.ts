import { viewerOf, type SubgraphContext } from '@creators/platform';

/**
 * The signed-in staff member, from the signed gateway context (staff is read from the database at every session
 * resolution). Signed out: UNAUTHENTICATED; anyone else: NOT_FOUND 'error.staff.only', so staff tools look like
 * nothing is there (docs/product.md §14.2). The platform's, shared with the services that hide content.
 */
export { requireStaff } from '@creators/platform';

/** Whether the caller is staff (for fields that are null for everyone else). */
export const isStaff = (ctx: Pick<SubgraphContext, 'gateway'>): boolean => viewerOf(ctx).staff;
