/** Where the next end of the session leads instead of the sign-in page, when this page ends it on purpose. */
let leavingTo: string | null = null;

/**
 * This page is about to end its session on purpose (the account is being deleted, docs/product.md §15): the end
 * leads to `path` (the landing page) rather than to the sign-in page, and the `signedOut` socket event it causes
 * is expected, so it says nothing. `null` takes that back (the deletion was refused).
 */
export function leaveTo(path: string | null): void {
  leavingTo = path;
}

/** Whether this page is ending its session on purpose (leaveTo). */
export function isLeaving(): boolean {
  return leavingTo !== null;
}

/** Where an ended session leads: the path leaveTo named (once), else the sign-in page. */
export function takeSignedOutPath(): string {
  const path = leavingTo ?? '/login';
  leavingTo = null;
  return path;
}
