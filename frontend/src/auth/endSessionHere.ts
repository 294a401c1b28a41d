import type { ApolloClient } from '@apollo/client';
import { ME_QUERY } from '../graphql/identity';

/**
 * Forgets on this page who was signed in (the gateway's `signedOut` socket event: the session was ended elsewhere):
 * `me` becomes null, so the routes become the signed-out ones; AppRoutes then shows the sign-in page and drops
 * what was read for the person (useForgetEndedSession).
 */
export function endSessionHere(client: ApolloClient): void {
  client.writeQuery({ query: ME_QUERY, data: { me: null } });
}
