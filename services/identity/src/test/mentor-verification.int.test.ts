/**
 * Verified mentors (docs/product.md §14): a new mentor is not in the directory until staff verify them; staff list
 * the unverified ones and verify (or unverify) them, written to the audit log, and mentor.availability_updated
 * carries `verified` so that teams lets them accept mentoring. Verification stays with the person across roles.
 */
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { type EventPayloads } from '@creators/contracts';
import { MESSAGES } from '@creators/texts';
import {
  mentorInput,
  randomSuffix,
  randomUUID,
  REGISTER,
  startTestIdentity,
  studentInput,
  uniqueEmail,
  UPDATE_PROFILE,
  type GraphQLResponse,
  type TestIdentity,
} from './harness.js';

type Snapshot = EventPayloads['mentor.availability_updated'];

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
const as = (id: string, role: string) => ({ user: { id, role } });

const MENTORS = `query Mentors($search: String) { mentors(first: 100, search: $search) { nodes { id } totalCount } }`;
const UNVERIFIED = `query Unverified($first: Int, $after: String) { unverifiedMentors(first: $first, after: $after) {
  nodes { id firstName role mentorVerified createdAt } pageInfo { hasNextPage endCursor } totalCount } }`;
const VERIFY = `mutation Verify($userId: ID!, $verified: Boolean!) { verifyMentor(userId: $userId, verified: $verified) {
  id role mentorVerified } }`;
const USER = `query User($id: ID!) { user(id: $id) { id role mentorVerified } }`;

interface UnverifiedPage {
  nodes: Array<{ id: string; firstName: string; role: string; mentorVerified: boolean; createdAt: string }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

async function registered(input: Record<string, unknown>): Promise<string> {
  const res = await identity.gql(REGISTER, { input });
  assert.equal(res.body.errors, undefined, res.text);
  return res.body.data!.register.id as string;
}

async function snapshots(mentorId: string): Promise<Snapshot[]> {
  const rows = await identity.prisma.outboxEvent.findMany({
    where: { name: 'mentor.availability_updated' },
    orderBy: { id: 'asc' },
  });
  return rows
    .map((row) => row.payload as unknown as Snapshot)
    .filter((payload) => payload.mentorId === mentorId);
}

async function directory(search: string, viewer: string): Promise<string[]> {
  const res = await identity.gql(MENTORS, { search }, as(viewer, 'student'));
  assert.equal(res.body.errors, undefined, res.text);
  return res.body.data!.mentors.nodes.map((node: { id: string }) => node.id);
}

async function verify(userId: string, verified: boolean, locale: 'en' | 'de' = 'en') {
  return identity.gql(VERIFY, { userId, verified }, asStaff(locale));
}

async function mentorVerified(id: string, viewer: string): Promise<boolean | null> {
  const res = await identity.gql(USER, { id }, as(viewer, 'student'));
  assert.equal(res.body.errors, undefined, res.text);
  return res.body.data!.user.mentorVerified;
}

const auditOf = (subjectUserId: string) =>
  identity.prisma.moderationAction.findMany({ where: { subjectUserId }, orderBy: { createdAt: 'asc' } });

describe('verified mentors', () => {
  it('a new mentor is "not yet verified" and out of the directory until staff verify them', async () => {
    const tag = `Vera${randomSuffix()}`;
    const viewer = await registered(studentInput());
    const mentor = await registered(mentorInput({ firstName: tag }));

    assert.equal(await mentorVerified(mentor, viewer), false);
    assert.equal(await mentorVerified(viewer, viewer), null, 'null for anyone not a mentor');
    // The mentor sees it on their own profile too.
    const me = await identity.gql(`{ me { id mentorVerified } }`, {}, as(mentor, 'mentor'));
    assert.equal(me.body.data!.me.mentorVerified, false, me.text);
    assert.deepEqual(await directory(tag, viewer), []);
    assert.equal((await snapshots(mentor)).at(-1)!.verified, false);

    const res = await verify(mentor, true);
    assert.equal(res.body.errors, undefined, res.text);
    assert.deepEqual(res.body.data!.verifyMentor, { id: mentor, role: 'mentor', mentorVerified: true });
    assert.equal(await mentorVerified(mentor, viewer), true);
    assert.deepEqual(await directory(tag, viewer), [mentor]);

    // The snapshot goes out again with verified, newer than the one before.
    const [first, second, ...more] = await snapshots(mentor);
    assert.equal(more.length, 0);
    assert.equal(second!.verified, true);
    assert.equal(second!.isMentor, true);
    assert.ok(second!.updatedAt > first!.updatedAt);

    // The audit log, in the same transaction.
    const [entry, ...others] = await auditOf(mentor);
    assert.equal(others.length, 0);
    assert.equal(entry!.action, 'verify_mentor');
    assert.equal(entry!.actorId, staffId);
    assert.equal(entry!.itemType, 'person');
    assert.equal(entry!.itemId, mentor);

    // Verifying again changes and records nothing.
    const again = await verify(mentor, true);
    assert.equal(again.body.errors, undefined, again.text);
    assert.equal((await snapshots(mentor)).length, 2);
    assert.equal((await auditOf(mentor)).length, 1);
  });

  it('stays with the person when the role moves away from mentor and back', async () => {
    const tag = `Rolf${randomSuffix()}`;
    const viewer = await registered(studentInput());
    const mentor = await registered(mentorInput({ firstName: tag }));
    assert.equal((await verify(mentor, true)).body.errors, undefined);
    const update = async (input: Record<string, unknown>) => {
      const res = await identity.gql(UPDATE_PROFILE, { input }, as(mentor, 'mentor'));
      assert.equal(res.body.errors, undefined, res.text);
    };
    await update({ role: 'creator' });
    assert.equal(await mentorVerified(mentor, viewer), null);
    assert.deepEqual(await directory(tag, viewer), []);
    await update({ role: 'mentor' });
    assert.equal(await mentorVerified(mentor, viewer), true);
    assert.deepEqual(await directory(tag, viewer), [mentor]);
    assert.equal((await snapshots(mentor)).at(-1)!.verified, true);
  });

  it('staff take a verification back: out of the directory again, audit unverify_mentor, snapshot verified false', async () => {
    const tag = `Udo${randomSuffix()}`;
    const viewer = await registered(studentInput());
    const mentor = await registered(mentorInput({ firstName: tag }));
    await verify(mentor, true);
    const res = await verify(mentor, false);
    assert.equal(res.body.errors, undefined, res.text);
    assert.equal(res.body.data!.verifyMentor.mentorVerified, false);
    assert.deepEqual(await directory(tag, viewer), []);
    assert.deepEqual(
      (await auditOf(mentor)).map((entry) => entry.action),
      ['verify_mentor', 'unverify_mentor'],
    );
    const last = (await snapshots(mentor)).at(-1)!;
    assert.equal(last.verified, false);
  });

  it('lists the unverified mentors for staff, oldest registration first, a page at a time', async () => {
    const ids = [
      await registered(mentorInput({ firstName: 'Una' })),
      await registered(mentorInput({ firstName: 'Ulf' })),
      await registered(mentorInput({ firstName: 'Ute' })),
    ];
    const seen: string[] = [];
    let after: string | null = null;
    let total = 0;
    for (let pages = 0; pages < 100; pages++) {
      const res: GraphQLResponse<{ unverifiedMentors: UnverifiedPage }> = await identity.gql(
        UNVERIFIED,
        { first: 2, after },
        asStaff(),
      );
      assert.equal(res.body.errors, undefined, res.text);
      const page = res.body.data!.unverifiedMentors;
      total = page.totalCount;
      for (const node of page.nodes) {
        assert.equal(node.role, 'mentor');
        assert.equal(node.mentorVerified, false);
      }
      seen.push(...page.nodes.map((node: { id: string }) => node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    assert.equal(seen.length, total);
    assert.equal(new Set(seen).size, seen.length);
    const mine = seen.filter((id) => ids.includes(id));
    assert.deepEqual(mine, ids, 'oldest registration first');

    await verify(ids[1]!, true);
    const res = await identity.gql(UNVERIFIED, { first: 100 }, asStaff());
    const listed = res.body.data!.unverifiedMentors.nodes.map((node: { id: string }) => node.id);
    assert.ok(!listed.includes(ids[1]));
    assert.ok(listed.includes(ids[0]) && listed.includes(ids[2]));
    assert.equal(res.body.data!.unverifiedMentors.totalCount, total - 1);
  });

  it.each(['en', 'de'] as const)('is for staff only: anyone else gets not found (%s)', async (locale) => {
    const mentor = await registered(mentorInput());
    const student = await registered(studentInput());
    for (const [query, variables] of [
      [UNVERIFIED, {}],
      [VERIFY, { userId: mentor, verified: true }],
    ] as const) {
      const res = await identity.gql(query, variables, { ...as(student, 'student'), locale });
      const [error] = res.body.errors ?? [];
      assert.equal(error?.extensions?.code, 'NOT_FOUND', res.text);
      assert.equal(error.message, MESSAGES[locale]['error.staff.only']);
      const signedOut = await identity.gql(query, variables, { locale });
      assert.equal(signedOut.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED', signedOut.text);
    }
    assert.equal(await mentorVerified(mentor, student), false);
    assert.deepEqual(await auditOf(mentor), []);
  });

  it.each(['en', 'de'] as const)('verifies mentors only (%s)', async (locale) => {
    const student = await registered(studentInput());
    const notMentor = await verify(student, true, locale);
    assert.equal(notMentor.body.errors?.[0]?.extensions?.code, 'NOT_FOUND', notMentor.text);
    assert.equal(notMentor.body.errors![0]!.message, MESSAGES[locale]['error.mentoring.notMentor']);
    const nobody = await verify(randomUUID(), true, locale);
    assert.equal(nobody.body.errors?.[0]?.message, MESSAGES[locale]['error.user.notFound'], nobody.text);
    const notAnId = await verify('not-an-id', true, locale);
    assert.equal(notAnId.body.errors?.[0]?.extensions?.code, 'NOT_FOUND', notAnId.text);
    assert.deepEqual(await auditOf(student), []);
  });
});
