import type { PoolClient } from 'pg';

/**
 * Listens for the 'error' events of a client checked out of a pg Pool while it is in use. When the server ends the
 * connection (a restart, a failover) between two queries, pg emits the error on the client, and a client without a
 * listener crashes the process: the fault suite's PostgreSQL restart killed a service this way, while its outbox
 * relay held a client in a transaction and waited for JetStream. The error is kept, so that the client is destroyed
 * on release (`client.release(watch.error)`) rather than pooled; the next query on it fails as usual.
 */
export function watchClientErrors(client: PoolClient): { readonly error: Error | undefined; stop(): void } {
  let error: Error | undefined;
  const listener = (err: Error) => {
    error ??= err;
  };
  client.on('error', listener);
  return {
    get error() {
      return error;
    },
    stop: () => {
      client.removeListener('error', listener);
    },
  };
}
