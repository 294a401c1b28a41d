/** A piece of a message as shown: text, or a link (http or https only) opened in a new tab. */
export type ChatTextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_CANDIDATE = /\bhttps?:\/\/[^\s<>"]+/giu;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?'")\]}]+$/u;

/** Splits a message into text and links: only http:// and https:// addresses become links; anything else stays text. */
export function chatTextParts(body: string): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_CANDIDATE)) {
    let candidate = match[0];
    const start = match.index;
    const trailing = TRAILING.exec(candidate);
    // Keep a closing bracket that belongs to the address, e.g. a wiki page's "(topic)".
    if (trailing) candidate = candidate.slice(0, candidate.length - trailing[0].length);
    if (candidate.endsWith('(') || !isHttpUrl(candidate)) continue;
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) });
    parts.push({ kind: 'link', text: candidate, href: new URL(candidate).href });
    last = start + candidate.length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}

function isHttpUrl(candidate: string): boolean {
  try {
    const url = new URL(candidate);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
