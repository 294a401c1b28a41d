/**
 * Generated inputs (REST bodies, GraphQL input objects) built from a list of field names: each field valid,
 * hostile for its kind, of the wrong type or missing, plus fields nobody asked for.
 */
import { fc } from '@fast-check/jest';
import {
  BRAINSTORM_PHASES,
  CHALLENGE_CATEGORIES,
  DIFFICULTIES,
  EXPERIENCE_LEVELS,
  LOCALES,
  PROJECT_SORTS,
  RESOURCE_TYPES,
  TEAM_STATUSES,
  USER_ROLES,
} from '@creators/contracts';
import { fixtures } from './examples.js';
import {
  deferred,
  edgeNumber,
  extraKey,
  HOSTILE_SNIPPETS,
  hostileList,
  hostileText,
  hostileUrl,
  idLike,
  OMIT,
  RawJson,
  textAround,
  wrongType,
} from './values.js';

type Kind =
  | 'text'
  | 'email'
  | 'url'
  | 'list'
  | 'number'
  | 'json'
  | 'boolean'
  | { choice: readonly string[] }
  /** An id; the real ones of its kind come from the fixtures. */
  | { id: () => string[] };

/** What kind of value each input field of the API holds (REST bodies and GraphQL inputs share the names). */
const KINDS: Record<string, Kind> = {
  email: 'email',
  repositoryUrl: 'url',
  demoUrl: 'url',
  imageUrl: 'url',
  url: 'url',
  tags: 'list',
  skills: 'list',
  interests: 'list',
  validatedInsights: 'list',
  maxMembers: 'number',
  sessionCount: 'number',
  brainstormSession: 'json',
  role: { choice: USER_ROLES },
  experience: { choice: EXPERIENCE_LEVELS },
  category: { choice: CHALLENGE_CATEGORIES },
  difficulty: { choice: DIFFICULTIES },
  status: { choice: [...TEAM_STATUSES, 'showcased', 'planning'] },
  type: { choice: RESOURCE_TYPES },
  phase: { choice: BRAINSTORM_PHASES },
  language: { choice: LOCALES },
  sort: { choice: PROJECT_SORTS },
  level: { choice: DIFFICULTIES },
  topic: { choice: CHALLENGE_CATEGORIES },
  teamId: { id: () => [...fixtures.ownTeams, ...fixtures.joinableTeams] },
  challengeId: { id: () => fixtures.challenges },
  userId: { id: () => fixtures.otherUsers },
  id: { id: () => fixtures.projects },
};

export const kindOf = (field: string): Kind => KINDS[field] ?? 'text';

const BAD_EMAILS = [
  'plainaddress',
  '@example.com',
  'a@',
  'a@b',
  'a@@example.com',
  '"a b"@example.com',
  'a\u0000@example.com',
  'ä@bücher.example',
  'a@xn--bcher-kva.example',
  `${'a'.repeat(250)}@example.com`,
  'a@example.com\r\nBcc: b@example.com',
  ' A@Example.COM ',
];

const brainstormMessage = fc.record({
  id: fc.oneof(fc.uuid(), hostileText),
  message: fc.oneof(fc.constantFrom(...HOSTILE_SNIPPETS), hostileText),
  sender: fc.constantFrom('user', 'avatar', 'admin', ''),
  timestamp: fc.oneof(
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    hostileText,
  ),
  type: fc.constantFrom('question', 'validation', 'insight', 'summary', 'other', OMIT),
});

/** A value of the field's kind that the API should refuse, or store as harmless text. */
function hostileOf(field: string, valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const kind = kindOf(field);
  const around = valid.chain((v) => (typeof v === 'string' ? textAround(v) : hostileText));
  if (kind === 'text') return fc.oneof(hostileText, around);
  if (kind === 'email') return fc.oneof(fc.constantFrom(...BAD_EMAILS), hostileText);
  if (kind === 'url') return hostileUrl;
  if (kind === 'number') return edgeNumber;
  if (kind === 'boolean') return fc.constantFrom('true', 1, 0, 'yes');
  if (kind === 'list')
    return valid.chain((v) => hostileList(Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []));
  if (kind === 'json')
    return fc.oneof(
      fc.array(brainstormMessage, { maxLength: 4 }),
      fc.constant(
        Array.from({ length: 61 }, (_, i) => ({ id: `${i}`, message: 'm', sender: 'user', timestamp: 't' })),
      ),
      fc.jsonValue({ maxDepth: 4 }),
      fc.constantFrom(10, 1000, 20_000).map((n) => new RawJson(`${'['.repeat(n)}${']'.repeat(n)}`)),
    );
  if ('choice' in kind)
    return fc.oneof(
      fc.constantFrom(
        ...kind.choice.map((c) => c.toUpperCase()),
        ...kind.choice.map((c) => ` ${c} `),
        'admin',
        'Student',
        '',
      ),
      hostileText,
    );
  const pool = kind.id;
  return deferred(() => idLike(pool()));
}

/** For each field: a valid value (when it has one), something hostile, the wrong type, or nothing. */
export interface FieldSpec {
  name: string;
  /** Valid values; absent for a field the input may leave out and has no example for. */
  valid?: fc.Arbitrary<unknown>;
}

const mutation = (spec: FieldSpec) =>
  fc.oneof(
    { weight: 4, arbitrary: hostileOf(spec.name, spec.valid ?? fc.constant('')) },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: fc.constant(OMIT) },
  );

const validOf = (spec: FieldSpec) => spec.valid ?? fc.constant(OMIT);

const record = (fields: FieldSpec[], pick: (spec: FieldSpec) => fc.Arbitrary<unknown>) =>
  fc
    .tuple(...fields.map(pick))
    .map((values) => Object.fromEntries(fields.map((f, i) => [f.name, values[i]])));

/**
 * Objects for an input: all valid (the success path, often with hostile but acceptable text), one field
 * changed, every field random, or valid with extra fields.
 */
export function objectOf(fields: FieldSpec[]): fc.Arbitrary<Record<string, unknown>> {
  const valid = record(fields, validOf);
  const hostileButValid = record(fields, (spec) =>
    spec.valid && kindOf(spec.name) === 'text'
      ? fc.oneof(
          spec.valid,
          spec.valid.chain((v) => (typeof v === 'string' ? textAround(v) : fc.constant(v))),
        )
      : validOf(spec),
  );
  const oneChanged = fc
    .tuple(valid, fc.nat(Math.max(0, fields.length - 1)))
    .chain(([object, i]) =>
      fields.length === 0
        ? fc.constant(object)
        : mutation(fields[i]).map((v) => ({ ...object, [fields[i].name]: v })),
    );
  const chaos = record(fields, (spec) => fc.oneof(validOf(spec), mutation(spec)));
  const withExtras = fc
    .tuple(
      valid,
      fc.array(fc.tuple(extraKey, fc.oneof(hostileText, wrongType)), { minLength: 1, maxLength: 3 }),
    )
    .map(([object, extras]) => Object.fromEntries([...Object.entries(object), ...extras]));
  return fc.oneof(
    { weight: 2, arbitrary: valid },
    { weight: 3, arbitrary: hostileButValid },
    { weight: 6, arbitrary: oneChanged },
    { weight: 3, arbitrary: chaos },
    { weight: 1, arbitrary: withExtras },
  );
}

/** JSON bodies that are not objects at all, or not JSON. */
export const notAnObject: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, [], 'text', 42, true, [{}]),
  fc
    .constantFrom(
      '{',
      '{"a":}',
      '{"title":"x",}',
      "{'title':'x'}",
      '\u0000',
      '',
      '{"a":1}{"b":2}',
      '\ufeff{}',
      '{"title":"\\ud800"}',
      '{"title":"\\u0000"}',
      '[1,2',
      '1e400',
      '"\\x41"',
      `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
      `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
    )
    .map((text) => new RawJson(text)),
);
