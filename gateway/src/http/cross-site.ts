import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a request was sent by a page of another site. Browsers say so in `Sec-Fetch-Site`; older ones only in
 * `Origin` (every POST, PUT, PATCH and DELETE, and every WebSocket handshake) or `Referer`. A request with none of
 * them (curl, a server, a test) is not a browser acting for someone else, so it is not cross-site.
 *
 * `same-site` (another subdomain of the same site) counts as cross-site: a sibling subdomain is not trusted with
 * the session. `none` is a person typing the address or opening a bookmark.
 */
export function isCrossSite(headers: IncomingHttpHeaders): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const from = headers.origin ?? headers.referer;
  if (from === undefined) return false;
  return hostOf(from) !== headers.host?.toLowerCase();
}

/**
 * The host (and port) of an Origin or Referer; null for `null` and anything unparsable. The scheme is left out:
 * behind a TLS-terminating proxy the gateway itself is asked over plain HTTP.
 */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase() || null;
  } catch {
    return null;
  }
}
