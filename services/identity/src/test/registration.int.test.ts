import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { type Locale, type MessageKey } from '@creators/contracts';
import { MESSAGES } from '@creators/texts';
import {
  mentorInput,
  parseSetSession,
  REGISTER,
  startTestIdentity,
  studentInput,
  uniqueEmail,
  type TestIdentity,
} from './harness.js';

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity();
});
afterAll(async () => {
  await identity?.stop();
});

const LOCALES: Locale[] = ['en', 'de'];

async function expectRefused(input: Record<string, unknown>, field: string, key: MessageKey) {
  for (const locale of LOCALES) {
    const res = await identity.gql(REGISTER, { input }, { locale });
    assert.equal(res.status, 200, res.text);
    const [error] = res.body.errors ?? [];
    assert.ok(error, `expected ${field} to be refused: ${res.text}`);
    assert.equal(error.extensions?.code, 'BAD_USER_INPUT', res.text);
    assert.equal(error.extensions?.fields?.[field], MESSAGES[locale][key], `${locale} ${field}: ${res.text}`);
    assert.equal(res.body.data, null);
  }
}

async function userCount(email: string) {
  return identity.prisma.user.count({ where: { email: email.toLowerCase() } });
}

describe('register', () => {
  it('registers a student, signs them in and returns their own profile', async () => {
    const input = studentInput({ email: uniqueEmail('Student').toUpperCase() });
    const res = await identity.gql(REGISTER, { input });
    assert.equal(res.body.errors, undefined, res.text);
    const user = res.body.data!.register;
    assert.equal(user.email, (input.email as string).toLowerCase());
    assert.equal(user.role, 'student');
    assert.equal(user.experience, 'beginner');
    assert.deepEqual(user.skills, ['JavaScript']);
    assert.equal(user.yearsExperience, null);
    assert.ok(!Number.isNaN(Date.parse(user.createdAt)));
    const session = parseSetSession(res.headers);
    assert.ok(session, 'x-set-session header');
    assert.match(session.id, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(session.maxAge, identity.config.session.absoluteSeconds);
    assert.deepEqual(await identity.resolveSession(session.id), {
      user: { id: user.id, role: 'student', staff: false, firstName: 'Ada' },
    });
  });

  it('registers a mentor with the mentor fields', async () => {
    const input = mentorInput();
    const res = await identity.gql(REGISTER, { input });
    assert.equal(res.body.errors, undefined, res.text);
    const user = res.body.data!.register;
    assert.equal(user.role, 'mentor');
    assert.equal(user.experience, 'advanced');
    assert.equal(user.yearsExperience, '20');
    assert.equal(user.currentRole, 'Principal Engineer');
    assert.equal(user.company, 'Navy');
  });

  it('a mentor may leave the company out', async () => {
    const input = mentorInput();
    delete (input as Record<string, unknown>).company;
    const res = await identity.gql(REGISTER, { input });
    assert.equal(res.body.errors, undefined, res.text);
    assert.equal(res.body.data!.register.company, null);
  });

  it('records user.registered in the outbox with the user', async () => {
    const res = await identity.gql(REGISTER, { input: studentInput() });
    const id = res.body.data!.register.id;
    const events = await identity.prisma.outboxEvent.findMany({ where: { name: 'user.registered' } });
    const event = events.find((row) => (row.payload as { userId?: string }).userId === id);
    assert.ok(event, 'user.registered in the outbox');
    assert.deepEqual(event.payload, { userId: id, role: 'student', firstName: 'Ada' });
  });

  describe('refuses every student rule of product.md §5 with its message (en and de)', () => {
    const cases: Array<[string, Record<string, unknown>, string, MessageKey]> = [
      ['first name under 2', { firstName: 'A' }, 'firstName', 'validation.firstName.min'],
      ['blank first name', { firstName: '   ' }, 'firstName', 'validation.firstName.min'],
      ['last name under 2', { lastName: 'B' }, 'lastName', 'validation.lastName.min'],
      ['invalid email', { email: 'not-an-email' }, 'email', 'validation.email.invalid'],
      ['password under 6', { password: '12345' }, 'password', 'validation.password.min'],
      ['a common password', { password: 'Password' }, 'password', 'validation.password.common'],
      ['unknown experience', { experience: 'guru' }, 'experience', 'validation.experience.invalid'],
      ['bio under 10', { bio: 'Too short' }, 'bio', 'validation.studentBio.min'],
      ['no skills', { skills: [] }, 'skills', 'validation.studentSkills.min'],
    ];
    for (const [name, overrides, field, key] of cases) {
      it(name, async () => {
        const input = studentInput(overrides);
        await expectRefused(input, field, key);
        assert.equal(await userCount(input.email as string), 0, 'nothing written');
      });
    }
  });

  describe('refuses every mentor rule of product.md §5 with its message (en and de)', () => {
    const cases: Array<[string, Record<string, unknown>, string, MessageKey]> = [
      ['beginner experience', { experience: 'beginner' }, 'experience', 'validation.experience.invalid'],
      ['bio under 20', { bio: 'Nineteen characters' }, 'bio', 'validation.mentorBio.min'],
      [
        'no years of experience',
        { yearsExperience: '' },
        'yearsExperience',
        'validation.yearsExperience.min',
      ],
      [
        'years of experience missing',
        { yearsExperience: null },
        'yearsExperience',
        'validation.yearsExperience.min',
      ],
      ['current role under 2', { currentRole: 'X' }, 'currentRole', 'validation.currentRole.min'],
      ['current role missing', { currentRole: null }, 'currentRole', 'validation.currentRole.min'],
      ['one skill only', { skills: ['TypeScript'] }, 'skills', 'validation.mentorSkills.min'],
      ['first name under 2', { firstName: 'G' }, 'firstName', 'validation.firstName.min'],
      ['password under 6', { password: 'abc' }, 'password', 'validation.password.min'],
    ];
    for (const [name, overrides, field, key] of cases) {
      it(name, async () => {
        const input = mentorInput(overrides);
        await expectRefused(input, field, key);
        assert.equal(await userCount(input.email as string), 0, 'nothing written');
      });
    }
  });

  it('reports several broken fields at once', async () => {
    const res = await identity.gql(REGISTER, {
      input: studentInput({ firstName: 'A', bio: 'short', skills: [] }),
    });
    assert.deepEqual(Object.keys(res.body.errors![0].extensions!.fields).sort(), [
      'bio',
      'firstName',
      'skills',
    ]);
  });

  it("refuses the role 'admin' and any unknown role", async () => {
    for (const role of ['admin', 'creator', 'ADMIN', '']) {
      const input = studentInput({ role });
      await expectRefused(input, 'role', 'validation.role.invalid');
      assert.equal(await userCount(input.email as string), 0);
    }
  });

  it('refuses fields the GraphQL input does not have', async () => {
    const res = await identity.gql(REGISTER, { input: { ...studentInput(), isAdmin: true } });
    assert.equal(res.body.errors?.[0].extensions?.code, 'BAD_USER_INPUT', res.text);
    assert.ok(!res.body.data?.register);
  });

  it('refuses mentor-only fields on a student registration', async () => {
    const input = studentInput({ currentRole: 'Engineer' });
    await expectRefused(input, 'currentRole', 'validation.unknownField');
  });

  it('refuses a second account with the same email (any case) with CONFLICT', async () => {
    const input = studentInput();
    const first = await identity.gql(REGISTER, { input });
    assert.equal(first.body.errors, undefined, first.text);
    for (const locale of LOCALES) {
      const again = await identity.gql(
        REGISTER,
        { input: { ...input, email: (input.email as string).toUpperCase(), firstName: 'Other' } },
        { locale },
      );
      const [error] = again.body.errors ?? [];
      assert.equal(error?.extensions?.code, 'CONFLICT', again.text);
      assert.equal(error.message, MESSAGES[locale]['error.auth.emailTaken']);
      assert.equal(again.headers.get('x-set-session'), null);
    }
    assert.equal(await userCount(input.email as string), 1);
  });

  it('a registration replaces the session the browser had', async () => {
    const first = await identity.gql(REGISTER, { input: studentInput() });
    const old = parseSetSession(first.headers)!;
    const second = await identity.gql(REGISTER, { input: studentInput() }, { sessionId: old.id });
    const fresh = parseSetSession(second.headers)!;
    assert.notEqual(fresh.id, old.id);
    assert.deepEqual(await identity.resolveSession(old.id), { user: null });
    assert.equal((await identity.resolveSession(fresh.id)).user?.id, second.body.data!.register.id);
  });

  it('stores an argon2id hash, never the password, and never returns it', async () => {
    const input = studentInput({ password: 'correct horse battery' });
    const res = await identity.gql(REGISTER, { input });
    const row = await identity.prisma.user.findUniqueOrThrow({ where: { id: res.body.data!.register.id } });
    assert.match(row.passwordHash!, /^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    assert.ok(!res.text.includes('correct horse battery'));
    assert.ok(!res.text.includes('argon2'));
  });

  afterAll(() => {
    for (const text of identity.responses) {
      assert.ok(!text.includes('$argon2'), 'a response carried a password hash');
      assert.ok(!/passwordHash|password_hash/.test(text), 'a response named the password hash');
    }
  });
});
