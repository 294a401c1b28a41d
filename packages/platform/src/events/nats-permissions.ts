import { eventSubject } from '@creators/contracts';
import { BUS_PARTS, BUS_STREAM, natsInboxPrefix, type BusPart } from './bus-parts.js';

/** The user scripts and tests inspect the bus with (every subject); never given to a part. */
export const NATS_OPERATOR_USER = 'operator';

/** One NATS user of the authorization block; no permissions: it may do everything (the operator). */
export interface NatsUser {
  user: string;
  permissions?: { publish: string[]; subscribe: string[]; allowResponses: boolean };
}

/** The environment variable the generated configuration reads a user's password from: NATS_PASSWORD_<USER>. */
export const natsPasswordVariable = (user: string) =>
  `NATS_PASSWORD_${user.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;

/**
 * What one part may publish and subscribe to. JetStream is driven by requests on `$JS.API.*`: the account info
 * (every JetStream client asks it first), the stream (parts with an outbox create it), and each of the part's own
 * durable consumers (info, create in both the 2.9 and the older API form, fetch); acknowledgements go to
 * `$JS.ACK.<stream>.<consumer>.>`. Replies arrive on the part's own inbox prefix; a part that answers requests may
 * publish to the reply subject of a request it received (allow_responses), nowhere else.
 */
export function natsPermissions(
  part: BusPart,
  { stream = BUS_STREAM, subjectPrefix = '' }: NatsSubjectsOptions = {},
): NonNullable<NatsUser['permissions']> {
  if (!part.user) throw new Error('a part without a NATS user has no permissions');
  const api = '$JS.API';
  const publish = [
    `${api}.INFO`,
    ...(part.managesStream
      ? [`${api}.STREAM.INFO.${stream}`, `${api}.STREAM.CREATE.${stream}`, `${api}.STREAM.UPDATE.${stream}`]
      : []),
    ...part.consumers.flatMap((consumer) => [
      `${api}.CONSUMER.INFO.${stream}.${consumer}`,
      `${api}.CONSUMER.CREATE.${stream}.${consumer}`,
      `${api}.CONSUMER.CREATE.${stream}.${consumer}.>`,
      `${api}.CONSUMER.DURABLE.CREATE.${stream}.${consumer}`,
      `${api}.CONSUMER.MSG.NEXT.${stream}.${consumer}`,
      `$JS.ACK.${stream}.${consumer}.>`,
    ]),
    ...part.publishes.map((name) => eventSubject(name, subjectPrefix)),
    ...part.requests.map((subject) => `${subjectPrefix}${subject}`),
  ];
  const subscribe = [
    `${natsInboxPrefix(part.user)}.>`,
    ...part.answers.map((subject) => `${subjectPrefix}${subject}`),
  ];
  return { publish: [...new Set(publish)], subscribe, allowResponses: part.answers.length > 0 };
}

/**
 * The subjects as a system names them: production's are EVENT_STREAM and no prefix; a test system may run with
 * its own stream and NATS_SUBJECT_PREFIX (the e2e run does).
 */
export interface NatsSubjectsOptions {
  stream?: string;
  subjectPrefix?: string;
}

/** Every user: one per part that connects (BUS_PARTS), then the operator. */
export function natsUsers(
  parts: Record<string, BusPart> = BUS_PARTS,
  subjects: NatsSubjectsOptions = {},
): NatsUser[] {
  return [
    ...Object.values(parts)
      .filter((part) => part.user)
      .map((part) => ({ user: part.user!, permissions: natsPermissions(part, subjects) })),
    { user: NATS_OPERATOR_USER },
  ];
}

export interface NatsAuthorizationOptions extends NatsSubjectsOptions {
  parts?: Record<string, BusPart>;
  /**
   * Each user's password, written into the file (a configuration of one run, kept private); without one, the
   * user's password is read from the environment variable natsPasswordVariable(user) when nats-server starts.
   */
  passwords?: Record<string, string>;
}

const quote = (text: string) => JSON.stringify(text);
const list = (subjects: string[], indent: string) =>
  `[\n${subjects.map((subject) => `${indent}  ${quote(subject)}`).join(',\n')}\n${indent}]`;

/** The `authorization { users: [...] }` block of a nats-server configuration. */
export function natsAuthorization({
  parts,
  passwords = {},
  ...subjects
}: NatsAuthorizationOptions = {}): string {
  const lines = ['authorization {', '  users: ['];
  for (const { user, permissions } of natsUsers(parts, subjects)) {
    const password =
      passwords[user] !== undefined ? quote(passwords[user]) : `$${natsPasswordVariable(user)}`;
    lines.push('    {', `      user: ${quote(user)}`, `      password: ${password}`);
    if (permissions) {
      lines.push(
        '      permissions: {',
        `        publish: { allow: ${list(permissions.publish, '        ')} }`,
        `        subscribe: { allow: ${list(permissions.subscribe, '        ')} }`,
        ...(permissions.allowResponses ? ['        allow_responses: true'] : []),
        '      }',
      );
    }
    lines.push('    }');
  }
  lines.push('  ]', '}');
  return lines.join('\n');
}

const header = (what: string) => [
  `# ${what}, generated from packages/platform/src/events/bus-parts.ts by \`node scripts/nats-config.mjs\`: do not edit by hand.`,
  '# Each part connects as its own user; passwords come from the environment of nats-server:',
  `# ${natsUsers()
    .map(({ user }) => natsPasswordVariable(user))
    .join(', ')}.`,
];

/** The file beside nats.conf that holds natsAuthorizationConfig; nats-server resolves the include from there. */
export const NATS_AUTHORIZATION_FILE = 'authorization.conf';

/**
 * The committed infra/nats/nats.conf, which compose runs: one server with JetStream, including the authorization of
 * natsAuthorizationConfig (passwords from the environment) from the file beside it.
 */
export function natsServerConfig(): string {
  return [
    ...header('NATS for compose'),
    'listen: "0.0.0.0:4222"',
    'http: "0.0.0.0:8222"',
    'jetstream {',
    '  store_dir: "/data"',
    '}',
    `include ./${NATS_AUTHORIZATION_FILE}`,
    '',
  ].join('\n');
}

/**
 * The committed infra/nats/authorization.conf: the authorization block alone, for a server whose other settings come
 * from elsewhere (the NATS Helm chart includes it).
 */
export function natsAuthorizationConfig(): string {
  return [...header('Who may do what on NATS'), natsAuthorization(), ''].join('\n');
}
