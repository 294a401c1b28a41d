import { serverMessage } from '../graphql/errors';
import { errorCode } from '../graphql/writeFailures';

/**
 * docs/product.md (owners change what they made): a refused edit says why in the server's words: a stale edit
 * (CONFLICT, someone changed it since it was loaded), a full team, someone else's (FORBIDDEN), gone (NOT_FOUND).
 * Any other failure (network, server down) is null: the caller's own message applies.
 */
export function refusalText(error: unknown): string | null {
  const code = errorCode(error);
  if (code === 'CONFLICT' || code === 'FORBIDDEN' || code === 'NOT_FOUND')
    return serverMessage(error) ?? null;
  return null;
}
