import { clientNetwork } from '@creators/platform';

/** Where a session was signed in from, as the gateway passes it on (docs/product.md §13). */
export interface SessionOrigin {
  userAgent?: string | null;
  clientIp: string;
}

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/\bWindows\b/, 'Windows'],
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const BROWSER_LABEL_MAX = 60;

/**
 * A short text for a User-Agent header, e.g. "Chrome on Linux" or "Safari on iOS", read with a few regexes (no
 * library: the page only needs to recognise the common browsers). An unknown client shows its first product token
 * ("curl"); no header gives null.
 */
export function browserLabel(userAgent: string | null | undefined): string | null {
  const text = typeof userAgent === 'string' ? userAgent.trim() : '';
  if (!text) return null;
  const browser =
    BROWSERS.find(([pattern]) => pattern.test(text))?.[1] ??
    /^[A-Za-z][A-Za-z0-9._-]*/.exec(text)?.[0].slice(0, BROWSER_LABEL_MAX) ??
    null;
  const system = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system;
}

/** What a new session's row keeps of where it was signed in from: the browser and the network, never the address. */
export function sessionOriginData(origin: SessionOrigin | undefined): { browser?: string; network?: string } {
  if (!origin) return {};
  const browser = browserLabel(origin.userAgent);
  const network = typeof origin.clientIp === 'string' ? clientNetwork(origin.clientIp) : null;
  return { ...(browser ? { browser } : {}), ...(network ? { network } : {}) };
}
