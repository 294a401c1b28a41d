import type { RequestHandler } from 'express';
import { isLoopbackHost } from '@creators/platform';
import { clientIp } from '../graphql/context.js';

export interface ClientAddressLog {
  warn(obj: object, msg?: string): void;
}

export interface ClientAddressWatchOptions {
  /** TRUST_PROXY as parsed (config.ts): false, a hop count or a list of addresses. */
  trustProxy: false | number | string[];
  log: ClientAddressLog;
  /** How many requests in a row from one address (not loopback) make the gateway say so. */
  sameAddressRequests?: number;
}

/** After this many requests from one address and no other, the gateway warns that it may see a proxy's address. */
export const SAME_ADDRESS_REQUESTS = 200;

const HOW_TO = 'see docs/operations.md "Client addresses"';

/**
 * Watches the client addresses the gateway sees (rate limits, sign-in delays and sessions go by them) and warns,
 * once each, when they look wrong: an X-Forwarded-For header arrives while TRUST_PROXY is off (a proxy in front is
 * not trusted, so every client has the proxy's address), or the first `sameAddressRequests` requests all came from
 * one address that is not loopback (a load balancer that does not keep the client's address). Never changes the
 * request.
 */
export function watchClientAddresses({
  trustProxy,
  log,
  sameAddressRequests = SAME_ADDRESS_REQUESTS,
}: ClientAddressWatchOptions): RequestHandler {
  let forwardedWarned = trustProxy !== false;
  // Only the start is watched: once a second address is seen, or the warning was given, the count stops.
  let only: string | null = null;
  let seen = 0;
  let sameDone = false;
  return (req, _res, next) => {
    if (!forwardedWarned && req.headers['x-forwarded-for'] !== undefined) {
      forwardedWarned = true;
      log.warn(
        { peer: clientIp(req) },
        `X-Forwarded-For arrives but TRUST_PROXY is off: every client is seen with the proxy's address, so rate limits and sign-in delays are shared by all; set TRUST_PROXY to the number of proxies in front of the gateway (${HOW_TO})`,
      );
    }
    if (!sameDone) {
      const address = clientIp(req);
      if (!isLoopbackHost(address)) {
        if (only === null) only = address;
        if (address !== only) sameDone = true;
        else if (++seen >= sameAddressRequests) {
          sameDone = true;
          log.warn(
            { address, requests: seen },
            `the first ${seen} requests all came from one address: a load balancer or proxy may hide the clients' addresses, so rate limits and sign-in delays would be shared by all (${HOW_TO})`,
          );
        }
      }
    }
    next();
  };
}
