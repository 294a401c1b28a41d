/**
 * Cohort codes (docs/product.md §14): staff create and list them; a class registering from one address with a
 * usable code is counted against the code (uses, under the code's row lock), not against the address limit of
 * 20 registrations an hour; a code that does not exist, has run out or is used up is refused on its field; the
 * address limit's 429 says how many minutes to wait.
 */
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { MESSAGES, translateWith } from '@creators/texts';
import {
  randomIp,
  REGISTER,
  startTestIdentity,
  studentInput,
  uniqueEmail,
  type TestIdentity,
} from './harness.js';

let identity: TestIdentity;
let staffId: string;
beforeAll(async () => {
  identity = await startTestIdentity();
  const staff = await identity.prisma.user.create({
    data: {
      email: uniqueEmail('staff'),
      firstName: 'Stef',
      lastName: 'Staff',
      experience: 'advanced',
      role: 'creator',
      isStaff: true,
    },
  });
  staffId = staff.id;
});
afterAll(async () => {
  await identity?.stop();
});

const asStaff = (locale: 'en' | 'de' = 'en') => ({
  user: { id: staffId, role: 'creator', staff: true },
  locale,
});

const CREATE = `mutation Create($input: CreateCohortCodeInput!) { createCohortCode(input: $input) {
  id code name validUntil maxUses uses createdAt } }`;
const LIST = `query Codes($first: Int, $after: String) { cohortCodes(first: $first, after: $after) {
  nodes { id code name maxUses uses } pageInfo { hasNextPage endCursor } totalCount } }`;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function createCode(input: Record<string, unknown>): Promise<{ id: string; code: string }> {
  const res = await identity.gql(
    CREATE,
    { input: { name: 'Class 7b', validUntil: inDays(30), ...input } },
    asStaff(),
  );
  assert.equal(res.body.errors, undefined, res.text);
  return res.body.data!.createCohortCode;
}

/** A code straight in the database, for states staff cannot create (run out, used up). */
async function storedCode(data: { validUntil: Date; maxUses: number; uses: number }): Promise<string> {
  const code = `T${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  await identity.prisma.cohortCode.create({ data: { code, name: 'Stored', createdBy: staffId, ...data } });
  return code;
}

const register = (clientIp: string, extra: Record<string, unknown> = {}, locale: 'en' | 'de' = 'en') =>
  identity.gql(REGISTER, { input: studentInput(extra) }, { clientIp, locale });

describe('cohort codes for staff', () => {
  it('creates a readable code when none is given, and writes the audit log', async () => {
    const created = await createCode({ maxUses: 30 });
    assert.match(created.code, /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    const row = await identity.prisma.cohortCode.findUniqueOrThrow({ where: { id: created.id } });
    assert.equal(row.uses, 0);
    assert.equal(row.maxUses, 30);
    assert.equal(row.createdBy, staffId);
    const audit = await identity.prisma.moderationAction.findMany({
      where: { actorId: staffId, action: 'create_cohort_code' },
    });
    const entry = audit.find((a) => (a.details as { cohortCodeId?: string }).cohortCodeId === created.id);
    assert.ok(entry, 'audit entry');
    assert.equal((entry.details as { code: string }).code, created.code);
  });

  it('keeps a code staff chose, upper-cased; the same code twice is a conflict', async () => {
    const code = `class-${Math.random().toString(36).slice(2, 8)}`;
    const created = await createCode({ code: ` ${code} `, maxUses: 5 });
    assert.equal(created.code, code.toUpperCase());
    for (const locale of ['en', 'de'] as const) {
      const again = await identity.gql(
        CREATE,
        { input: { name: 'Again', code, validUntil: inDays(3), maxUses: 5 } },
        asStaff(locale),
      );
      assert.equal(again.body.errors?.[0]?.extensions?.code, 'CONFLICT', again.text);
      assert.equal(again.body.errors![0]!.message, MESSAGES[locale]['error.cohort.codeTaken']);
    }
  });

  it.each(['en', 'de'] as const)('refuses bad input with translated messages (%s)', async (locale) => {
    const cases: Array<[Record<string, unknown>, string, keyof (typeof MESSAGES)['en']]> = [
      [{ name: 'x' }, 'name', 'validation.cohort.name'],
      [{ code: 'ab' }, 'code', 'validation.cohort.code'],
      [{ code: 'no spaces' }, 'code', 'validation.cohort.code'],
      [{ maxUses: 0 }, 'maxUses', 'validation.cohort.maxUses'],
      [{ maxUses: 1001 }, 'maxUses', 'validation.cohort.maxUses'],
      [{ validUntil: 'tomorrow' }, 'validUntil', 'validation.cohort.validUntil'],
      [{ validUntil: inDays(-1) }, 'validUntil', 'validation.cohort.validUntil'],
      [{ validUntil: inDays(400) }, 'validUntil', 'validation.cohort.validUntil'],
    ];
    for (const [change, field, key] of cases) {
      const res = await identity.gql(
        CREATE,
        { input: { name: 'Class 7b', validUntil: inDays(30), maxUses: 10, ...change } },
        asStaff(locale),
      );
      const [error] = res.body.errors ?? [];
      assert.equal(error?.extensions?.code, 'BAD_USER_INPUT', res.text);
      assert.equal(error.extensions?.fields?.[field], MESSAGES[locale][key], res.text);
    }
  });

  it('lists the codes newest first with their uses, a page at a time', async () => {
    const older = await createCode({ name: 'Older', maxUses: 3 });
    const newer = await createCode({ name: 'Newer', maxUses: 4 });
    const first = await identity.gql(LIST, { first: 1 }, asStaff());
    assert.equal(first.body.errors, undefined, first.text);
    const page = first.body.data!.cohortCodes;
    assert.deepEqual(page.nodes, [{ id: newer.id, code: newer.code, name: 'Newer', maxUses: 4, uses: 0 }]);
    assert.equal(page.pageInfo.hasNextPage, true);
    const second = await identity.gql(LIST, { first: 1, after: page.pageInfo.endCursor }, asStaff());
    assert.equal(second.body.data!.cohortCodes.nodes[0].id, older.id);
    assert.equal(second.body.data!.cohortCodes.totalCount, page.totalCount);
  });

  it.each(['en', 'de'] as const)('is for staff only (%s)', async (locale) => {
    const student = { user: { id: staffId, role: 'creator', staff: false }, locale };
    const before = await identity.prisma.cohortCode.count();
    for (const [query, variables] of [
      [LIST, {}],
      [CREATE, { input: { name: 'Class', validUntil: inDays(3), maxUses: 3 } }],
    ] as const) {
      const res = await identity.gql(query, variables, student);
      assert.equal(res.body.errors?.[0]?.extensions?.code, 'NOT_FOUND', res.text);
      assert.equal(res.body.errors![0]!.message, MESSAGES[locale]['error.staff.only']);
      const signedOut = await identity.gql(query, variables, { locale });
      assert.equal(signedOut.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED', signedOut.text);
    }
    assert.equal(await identity.prisma.cohortCode.count(), before);
  });
});

describe('registering with a cohort code', () => {
  it('lets a class of 25 register from one address with a code of 30, while without a code the 21st waits', async () => {
    const { id, code } = await createCode({ maxUses: 30 });
    const school = randomIp();
    for (let i = 0; i < 25; i++) {
      // As typed: any case, spaces around.
      const res = await register(school, { cohortCode: i % 2 ? ` ${code.toLowerCase()} ` : code });
      assert.equal(res.body.errors, undefined, `registration ${i + 1}: ${res.text}`);
    }
    const row = await identity.prisma.cohortCode.findUniqueOrThrow({ where: { id } });
    assert.equal(row.uses, 25);
    assert.equal(await identity.prisma.user.count({ where: { cohortCodeId: id } }), 25);

    // The address limit was not touched by the class: 20 more without a code, then 429.
    for (let i = 0; i < 20; i++) {
      const res = await register(school);
      assert.equal(res.body.errors, undefined, `registration without a code ${i + 1}: ${res.text}`);
    }
    for (const locale of ['en', 'de'] as const) {
      const res = await register(school, {}, locale);
      const [error] = res.body.errors ?? [];
      assert.equal(error?.extensions?.code, 'TOO_MANY_REQUESTS', res.text);
      const minutes = error.extensions?.minutes as number;
      assert.ok(minutes >= 59 && minutes <= 60, `minutes ${minutes}`);
      assert.equal(error.message, translateWith('error.rateLimit.wait', locale, { minutes }));
      assert.match(error.message, locale === 'en' ? /try again in 6\d minutes/ : /in 6\d Minuten erneut/);
      assert.ok(Number(error.extensions?.retryAfterSeconds) > 3500, res.text);
      assert.equal(error.extensions?.messageKey, 'error.rateLimit.wait');
    }
    // A usable code still gets the class in from the blocked address.
    const late = await register(school, { cohortCode: code });
    assert.equal(late.body.errors, undefined, late.text);
  });

  it.each(['en', 'de'] as const)(
    'refuses a code that does not exist, has run out or is used up on its field (%s)',
    async (locale) => {
      const expired = await storedCode({ validUntil: new Date(Date.now() - 60_000), maxUses: 10, uses: 0 });
      const usedUp = await storedCode({ validUntil: new Date(Date.now() + 86_400_000), maxUses: 2, uses: 2 });
      for (const cohortCode of [expired, usedUp, 'NOSUCHCODE', 'x!']) {
        const email = uniqueEmail('cohort');
        const res = await register(randomIp(), { cohortCode, email }, locale);
        const [error] = res.body.errors ?? [];
        assert.equal(error?.extensions?.code, 'BAD_USER_INPUT', `${cohortCode}: ${res.text}`);
        assert.equal(error.extensions?.fields?.cohortCode, MESSAGES[locale]['validation.cohort.invalid']);
        assert.equal(await identity.prisma.user.count({ where: { email } }), 0);
      }
      assert.equal((await identity.prisma.cohortCode.findUniqueOrThrow({ where: { code: usedUp } })).uses, 2);
      assert.equal(
        (await identity.prisma.cohortCode.findUniqueOrThrow({ where: { code: expired } })).uses,
        0,
      );
    },
  );

  it('an empty code is no code', async () => {
    const res = await register(randomIp(), { cohortCode: '  ' });
    assert.equal(res.body.errors, undefined, res.text);
    const user = await identity.prisma.user.findUniqueOrThrow({ where: { id: res.body.data!.register.id } });
    assert.equal(user.cohortCodeId, null);
  });

  it('counts uses exactly when registrations race for the last ones', async () => {
    const code = await storedCode({ validUntil: new Date(Date.now() + 86_400_000), maxUses: 5, uses: 2 });
    const school = randomIp();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => register(school, { cohortCode: code })),
    );
    const succeeded = results.filter((res) => res.body.errors === undefined);
    const refused = results.filter((res) => res.body.errors !== undefined);
    assert.equal(succeeded.length, 3, results.map((res) => res.text).join('\n'));
    for (const res of refused) {
      assert.equal(
        res.body.errors![0]!.extensions?.fields?.cohortCode,
        MESSAGES.en['validation.cohort.invalid'],
      );
    }
    const row = await identity.prisma.cohortCode.findUniqueOrThrow({ where: { code } });
    assert.equal(row.uses, 5);
    assert.equal(await identity.prisma.user.count({ where: { cohortCodeId: row.id } }), 3);
  });

  it('a registration with a usable code that fails all the same does not use the code', async () => {
    const { id, code } = await createCode({ maxUses: 3 });
    const email = uniqueEmail('twice');
    const clientIp = randomIp();
    assert.equal((await register(clientIp, { cohortCode: code, email })).body.errors, undefined);
    const again = await register(clientIp, { cohortCode: code, email });
    assert.equal(again.body.errors?.[0]?.extensions?.code, 'CONFLICT', again.text);
    const short = await register(clientIp, { cohortCode: code, bio: 'short' });
    assert.equal(short.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', short.text);
    assert.equal((await identity.prisma.cohortCode.findUniqueOrThrow({ where: { id } })).uses, 1);
  });
});
