import type { Locale } from '@creators/contracts';
import type { SessionUser } from '../graphql/identity';
import { request, type Transport } from '../graphql/request';
import { ME, type MeData } from '../graphql/signedOut';

/**
 * product.md §4.1: authenticated if the current-user call returns a user. `me` is null when signed out; an error
 * (UNAUTHENTICATED, or the gateway unreachable) also counts as signed out, with no retry.
 */
export function loadSessionUser(transport: Transport, getLocale: () => Locale): Promise<SessionUser | null> {
  return request<MeData>(transport, getLocale(), ME).then(
    (data) => data.me ?? null,
    () => null,
  );
}
