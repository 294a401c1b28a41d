import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { LOCALES, profileUpdateSchema, registrationSchema, type MessageKey } from '@creators/contracts';
import { MESSAGES } from '@creators/texts';
import { isUuid, sessionRoom } from '@creators/platform';
import { storedSessionKey } from '../sessions/session-expiry.js';
import { setStaff } from '../staff.js';
import {
  LOGIN,
  parseSetSession,
  randomIp,
  REGISTER,
  serviceDir,
  startTestIdentity,
  studentInput,
  UPDATE_PROFILE,
  uniqueEmail,
  type RequestContext,
  type TestIdentity,
} from './harness.js';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const CHANGE_PASSWORD = `mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) }`;
const MY_SESSIONS = `{ mySessions { id current browser network createdAt lastSeenAt } }`;
const END_SESSION = `mutation End($id: ID!) { endSession(id: $id) }`;
const END_OTHERS = `mutation { endOtherSessions }`;

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity({ LOGIN_ACCOUNT_FREE_FAILURES: '3' });
});
afterAll(async () => {
  await identity?.stop();
});

interface Person {
  id: string;
  email: string;
  password: string;
  /** The session of registration. */
  sessionId: string;
}

async function registered(context: RequestContext = {}): Promise<Person> {
  const input = studentInput({ email: uniqueEmail('account') });
  const res = await identity.gql(REGISTER, { input }, context);
  assert.equal(res.body.errors, undefined, res.text);
  return {
    id: res.body.data!.register.id as string,
    email: input.email as string,
    password: input.password as string,
    sessionId: parseSetSession(res.headers)!.id,
  };
}

async function signIn(person: Pick<Person, 'email' | 'password'>, context: RequestContext = {}) {
  const res = await identity.gql(
    LOGIN,
    { input: { email: person.email, password: person.password } },
    context,
  );
  assert.equal(res.body.errors, undefined, res.text);
  return parseSetSession(res.headers)!.id;
}

/** The signed context of a request with this session. */
const as = (person: Person, sessionId = person.sessionId, extra: RequestContext = {}): RequestContext => ({
  user: { id: person.id, role: 'student' },
  sessionId,
  ...extra,
});

async function endedEvents(userId: string) {
  return (await identity.prisma.outboxEvent.findMany({ where: { name: 'user.sessions_ended' } }))
    .map((row) => row.payload as { userId: string; sessionRooms: string[] })
    .filter((payload) => payload.userId === userId);
}

async function expectField(
  res: Awaited<ReturnType<TestIdentity['gql']>>,
  field: string,
  key: MessageKey,
  locale: (typeof LOCALES)[number],
) {
  const [error] = res.body.errors ?? [];
  assert.ok(error, res.text);
  assert.equal(error.extensions?.code, 'BAD_USER_INPUT', res.text);
  assert.equal(error.extensions?.fields?.[field], MESSAGES[locale][key], res.text);
}

describe('changePassword', () => {
  it('needs a signed-in user', async () => {
    const res = await identity.gql(CHANGE_PASSWORD, {
      input: { currentPassword: 'secret-password', newPassword: 'another-password' },
    });
    assert.equal(res.body.errors?.[0].extensions?.code, 'UNAUTHENTICATED', res.text);
  });

  it('refuses a wrong current password in en and de, and changes nothing', async () => {
    const person = await registered();
    for (const locale of LOCALES) {
      const res = await identity.gql(
        CHANGE_PASSWORD,
        { input: { currentPassword: 'not-my-password', newPassword: 'another-password' } },
        as(person, person.sessionId, { locale }),
      );
      await expectField(res, 'currentPassword', 'validation.password.current', locale);
    }
    assert.equal(MESSAGES.en['validation.password.current'], 'Your current password is not correct');
    await signIn(person);
  });

  it("keeps to the spec's rules for the new password (en and de)", async () => {
    const person = await registered();
    const cases: Array<[Record<string, unknown>, string, MessageKey]> = [
      [{ currentPassword: person.password, newPassword: 'short' }, 'newPassword', 'validation.password.min'],
      [
        { currentPassword: person.password, newPassword: 'x'.repeat(129) },
        'newPassword',
        'validation.password.max',
      ],
      [
        { currentPassword: person.password, newPassword: person.password },
        'newPassword',
        'validation.password.same',
      ],
      [
        { currentPassword: '', newPassword: 'another-password' },
        'currentPassword',
        'validation.password.currentRequired',
      ],
      [
        { currentPassword: person.password, newPassword: 'qwerty123' },
        'newPassword',
        'validation.password.common',
      ],
    ];
    for (const [input, field, key] of cases) {
      for (const locale of LOCALES) {
        const res = await identity.gql(CHANGE_PASSWORD, { input }, as(person, person.sessionId, { locale }));
        await expectField(res, field, key, locale);
      }
    }
    await signIn(person);
  });

  it('changes it, ends every other session at once and keeps the current one', async () => {
    const person = await registered();
    const second = await signIn(person);
    const third = await signIn(person);
    const res = await identity.gql(
      CHANGE_PASSWORD,
      { input: { currentPassword: person.password, newPassword: 'a-new-password' } },
      as(person, second),
    );
    assert.equal(res.body.errors, undefined, res.text);
    assert.equal(res.body.data!.changePassword, true);

    assert.equal((await identity.resolveSession(second)).user?.id, person.id);
    assert.deepEqual(await identity.resolveSession(person.sessionId), { user: null });
    assert.deepEqual(await identity.resolveSession(third), { user: null });

    // The gateways learn which socket rooms to close, by hashes only.
    const [event] = await endedEvents(person.id);
    assert.ok(event);
    assert.deepEqual(
      [...event.sessionRooms].sort(),
      [sessionRoom(person.sessionId), sessionRoom(third)].sort(),
    );
    const text = JSON.stringify(event);
    for (const id of [person.sessionId, second, third]) assert.ok(!text.includes(id));

    const old = await identity.gql(LOGIN, { input: { email: person.email, password: person.password } });
    assert.equal(old.body.errors?.[0].extensions?.code, 'UNAUTHENTICATED');
    await signIn({ email: person.email, password: 'a-new-password' });
  });

  it('counts wrong current passwords like failed sign-ins: the account then waits', async () => {
    const person = await registered();
    const clientIp = randomIp();
    for (let i = 0; i < 4; i++) {
      const res = await identity.gql(
        CHANGE_PASSWORD,
        { input: { currentPassword: `wrong-${i}-password`, newPassword: 'another-password' } },
        as(person, person.sessionId, { clientIp }),
      );
      assert.equal(res.body.errors?.[0].extensions?.code, 'BAD_USER_INPUT', res.text);
    }
    for (const locale of LOCALES) {
      const res = await identity.gql(
        CHANGE_PASSWORD,
        { input: { currentPassword: person.password, newPassword: 'another-password' } },
        as(person, person.sessionId, { clientIp, locale }),
      );
      const [error] = res.body.errors ?? [];
      assert.equal(error?.extensions?.code, 'TOO_MANY_REQUESTS', res.text);
      assert.equal(error?.message, MESSAGES[locale]['error.auth.accountDelayed']);
    }
  });
});

describe('sessions', () => {
  it('lists the caller’s live sessions, newest first, with browser and network but never the address', async () => {
    const person = await registered({ userAgent: CHROME_LINUX, clientIp: '203.0.113.7' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const phone = await signIn(person, { userAgent: SAFARI_IPHONE, clientIp: '2001:db8:1234:5678::9' });
    const stranger = await registered();

    const res = await identity.gql(MY_SESSIONS, {}, as(person));
    assert.equal(res.body.errors, undefined, res.text);
    const sessions = res.body.data!.mySessions as Array<Record<string, unknown>>;
    assert.equal(sessions.length, 2);
    assert.deepEqual(
      sessions.map(({ current, browser, network }) => ({ current, browser, network })),
      [
        { current: false, browser: 'Safari on iOS', network: '2001:db8:1234::/48' },
        { current: true, browser: 'Chrome on Linux', network: '203.0.113.0/24' },
      ],
    );
    for (const session of sessions) {
      assert.ok(isUuid(session.id), String(session.id));
      for (const id of [person.sessionId, phone, stranger.sessionId]) {
        assert.notEqual(session.id, id);
        assert.notEqual(session.id, storedSessionKey(id));
      }
      assert.ok(!Number.isNaN(Date.parse(String(session.createdAt))));
      assert.ok(!Number.isNaN(Date.parse(String(session.lastSeenAt))));
    }
    const rows = await identity.prisma.session.findMany({
      where: { sid: { in: [storedSessionKey(person.sessionId), storedSessionKey(phone)] } },
    });
    const stored = JSON.stringify(rows.map((row) => row.sess));
    assert.ok(!stored.includes('203.0.113.7') && !stored.includes('5678::9'), stored);

    const signedOut = await identity.gql(MY_SESSIONS);
    assert.equal(signedOut.body.errors?.[0].extensions?.code, 'UNAUTHENTICATED');
  });

  it('endSession ends another session of the caller, never the current one or someone else’s', async () => {
    const person = await registered();
    const other = await signIn(person);
    const stranger = await registered();
    const list = async (who: Person) =>
      (await identity.gql(MY_SESSIONS, {}, as(who))).body.data!.mySessions as Array<{
        id: string;
        current: boolean;
      }>;
    const mine = await list(person);
    const current = mine.find((session) => session.current)!;
    const otherId = mine.find((session) => !session.current)!.id;
    const strangers = (await list(stranger))[0]!.id;

    for (const locale of LOCALES) {
      const self = await identity.gql(
        END_SESSION,
        { id: current.id },
        as(person, person.sessionId, { locale }),
      );
      await expectField(self, 'id', 'error.session.current' as MessageKey, locale);
      const foreign = await identity.gql(
        END_SESSION,
        { id: strangers },
        as(person, person.sessionId, { locale }),
      );
      assert.equal(foreign.body.errors?.[0].extensions?.code, 'NOT_FOUND', foreign.text);
      assert.equal(foreign.body.errors?.[0].message, MESSAGES[locale]['error.session.notFound']);
    }
    const malformed = await identity.gql(END_SESSION, { id: 'not-an-id' }, as(person));
    assert.equal(malformed.body.errors?.[0].extensions?.code, 'BAD_USER_INPUT');
    assert.equal((await identity.resolveSession(stranger.sessionId)).user?.id, stranger.id);

    const ended = await identity.gql(END_SESSION, { id: otherId }, as(person));
    assert.equal(ended.body.errors, undefined, ended.text);
    assert.deepEqual(await identity.resolveSession(other), { user: null });
    assert.equal((await identity.resolveSession(person.sessionId)).user?.id, person.id);
    assert.deepEqual(
      (await endedEvents(person.id)).map((event) => event.sessionRooms),
      [[sessionRoom(other)]],
    );
    const again = await identity.gql(END_SESSION, { id: otherId }, as(person));
    assert.equal(again.body.errors?.[0].extensions?.code, 'NOT_FOUND');
  });

  it('endOtherSessions ends all but the current one and says how many', async () => {
    const person = await registered();
    const others = [await signIn(person), await signIn(person)];
    const stranger = await registered();
    const res = await identity.gql(END_OTHERS, {}, as(person));
    assert.equal(res.body.errors, undefined, res.text);
    assert.equal(res.body.data!.endOtherSessions, 2);
    for (const id of others) assert.deepEqual(await identity.resolveSession(id), { user: null });
    assert.equal((await identity.resolveSession(person.sessionId)).user?.id, person.id);
    assert.equal((await identity.resolveSession(stranger.sessionId)).user?.id, stranger.id);
    const none = await identity.gql(END_OTHERS, {}, as(person));
    assert.equal(none.body.data!.endOtherSessions, 0);
    assert.equal((await endedEvents(person.id)).length, 1);
  });
});

describe('staff', () => {
  // The built CLI, as operators run it (npx tsc -b services/identity builds it).
  const cli = join(serviceDir, 'dist/staff-cli.js');
  const run = (...args: string[]) =>
    promisify(execFile)(process.execPath, [cli, ...args], {
      env: { ...process.env, DATABASE_URL: identity.db.url },
    }).then(
      (out) => ({ code: 0, ...out }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  const isStaff = async (id: string) =>
    (await identity.prisma.user.findUniqueOrThrow({ where: { id } })).isStaff;

  it('is granted and revoked only by the operator CLI, which says what it did', async () => {
    const person = await registered();
    assert.equal(await isStaff(person.id), false);

    const granted = await run('grant', person.email.toUpperCase());
    assert.equal(granted.code, 0, granted.stderr);
    assert.match(granted.stdout, /is now staff/);
    assert.equal(await isStaff(person.id), true);
    assert.equal((await identity.resolveSession(person.sessionId)).user?.staff, true);
    assert.match((await run('grant', person.email)).stdout, /already/);

    const revoked = await run('revoke', person.email);
    assert.equal(revoked.code, 0, revoked.stderr);
    assert.match(revoked.stdout, /no longer staff/);
    assert.equal(await isStaff(person.id), false);

    const unknown = await run('grant', uniqueEmail('nobody'));
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /No user has the email/);
    assert.equal((await run('promote', person.email)).code, 1);
    assert.equal(await setStaff(identity.prisma, uniqueEmail('nobody'), true), 'unknown');
  });

  it('User.isStaff is shown to the user themself only', async () => {
    const person = await registered();
    const viewer = await registered();
    await setStaff(identity.prisma, person.email, true);
    const query = `query One($id: ID!) { user(id: $id) { id isStaff } }`;
    const own = await identity.gql(query, { id: person.id }, as(person));
    assert.equal(own.body.data!.user.isStaff, true);
    const other = await identity.gql(query, { id: person.id }, as(viewer));
    assert.equal(other.body.data!.user.isStaff, null);
    const me = await identity.gql(`{ me { isStaff } }`, {}, as(viewer));
    assert.equal(me.body.data!.me.isStaff, false);
  });

  it('cannot be set through registration or a profile update', async () => {
    const input = { ...studentInput(), isStaff: true };
    const registering = await identity.gql(REGISTER, { input });
    assert.equal(registering.body.errors?.[0].extensions?.code, 'BAD_USER_INPUT', registering.text);
    assert.equal(await identity.prisma.user.count({ where: { email: input.email as string } }), 0);

    const person = await registered();
    const updating = await identity.gql(UPDATE_PROFILE, { input: { isStaff: true } }, as(person));
    assert.equal(updating.body.errors?.[0].extensions?.code, 'BAD_USER_INPUT', updating.text);
    assert.equal(await isStaff(person.id), false);

    // The REST facade validates with the contracts' schemas first: both refuse the field.
    for (const [schema, body] of [
      [registrationSchema, input],
      [profileUpdateSchema, { bio: 'Hello there', isStaff: true }],
    ] as const) {
      const parsed = schema.safeParse(body);
      assert.equal(parsed.success, false);
      assert.ok(parsed.error!.issues.some((issue) => issue.message === 'validation.unknownField'));
    }
  });
});
