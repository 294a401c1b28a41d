// The `Link` header of a paged REST answer (RFC 8288): `<url>; rel="next", <url>; rel="prev"`.

/**
 * The URLs of a Link header by relation ({ next: '/api/challenges?cursor=…' }); a relation with several
 * space-separated names is listed under each. An empty object for no header.
 */
export function parseLinkHeader(header) {
  const links = {};
  if (!header) return links;
  // A URL is enclosed in <>, so commas inside it do not split links.
  for (const [, url, params] of header.matchAll(/<([^>]*)>([^,<]*)/g)) {
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;]+))/i.exec(params);
    if (!rel) continue;
    for (const name of (rel[1] ?? rel[2]).trim().split(/\s+/)) links[name.toLowerCase()] ??= url;
  }
  return links;
}
