import { serverFieldErrors, serverMessage } from '../graphql/errors';
import { errorCode } from '../graphql/writeFailures';

/** Refusals the server explains in the viewer's language (a rule of judging, a date, someone else's). */
const EXPLAINED = new Set(['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT']);

/**
 * Why a judging write was refused, as the server says it: its field messages ({ field: message }, e.g.
 * `criteria.innovation` or `userId`) and its message; `message` is null for a failure it did not explain (the
 * network, a server down), where the caller's own text applies.
 */
export function refusalOf(error: unknown): { fields: Record<string, string>; message: string | null } {
  const code = errorCode(error);
  const fields = serverFieldErrors(error);
  const message = code && EXPLAINED.has(code) ? (serverMessage(error) ?? null) : null;
  return { fields, message };
}

/** The server's text for a refusal: its first field message, else its message, else null. */
export function refusalText(error: unknown): string | null {
  const { fields, message } = refusalOf(error);
  return Object.values(fields)[0] ?? message;
}
