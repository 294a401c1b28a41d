import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { EventPayloads } from '@creators/contracts';
import { MESSAGES } from '@creators/texts';
import { calendarAround, startTestApp, type TestApp } from './harness.js';

// Programmes (docs/product.md §16.1) through the subgraph: staff create, organisers edit and name organisers, people
// join by code and choose their current programme; every refusal writes nothing.

const FIELDS = `id name description nameDe timeZone submissionDeadline judgingEndsAt resultsAt updatedAt
  currentPhase submissionsOpen joinCode viewerIsOrganiser memberCount organisers { id }
  phases { key startsAt endsAt } nextDeadline { kind phase at }`;
const CREATE = `mutation ($input: CreateProgrammeInput!) { createProgramme(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateProgrammeInput!) { updateProgramme(id: $id, input: $input) { ${FIELDS} } }`;
const ADD_ORGANISER = `mutation ($programmeId: ID!, $userId: ID!) {
  addProgrammeOrganiser(programmeId: $programmeId, userId: $userId) { ${FIELDS} } }`;
const JOIN = `mutation ($code: String!) { joinProgramme(code: $code) { ${FIELDS} } }`;
const CHOOSE = `mutation ($id: ID!) { chooseProgramme(programmeId: $id) { id } }`;
const GET = `query ($id: ID!) { programme(id: $id) { ${FIELDS} } }`;
const MINE = `{ myProgrammes { current member organiser programme { id name joinCode } } }`;

interface Programme {
  id: string;
  name: string;
  updatedAt: string;
  submissionDeadline: string;
  currentPhase: string | null;
  submissionsOpen: boolean;
  joinCode: string | null;
  viewerIsOrganiser: boolean;
  memberCount: number;
  organisers: { id: string }[];
  phases: { key: string }[];
  nextDeadline: { kind: string } | null;
}

type User = { id: string; role: string; staff?: boolean };
const person = (staff = false): User => ({ id: randomUUID(), role: 'student', staff });
const staff = person(true);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const ok = <T>(response: { body: { data?: T | null; errors?: unknown } }): T => {
  assert.equal(response.body.errors, undefined, JSON.stringify(response.body.errors));
  return response.body.data!;
};
const errorOf = (response: {
  body: { errors?: { extensions?: Record<string, unknown>; message: string }[] };
}) => response.body.errors?.[0];

async function created(input: Record<string, unknown> = {}): Promise<Programme> {
  const response = await app.graphql<{ createProgramme: Programme }>(CREATE, {
    user: staff,
    variables: { input: { name: `Class ${randomUUID().slice(0, 6)}`, ...calendarAround(), ...input } },
  });
  return ok(response).createProgramme;
}

async function withOrganiser(): Promise<{ programme: Programme; organiser: User }> {
  const programme = await created();
  const organiser = person();
  const added = ok(
    await app.graphql<{ addProgrammeOrganiser: Programme }>(ADD_ORGANISER, {
      user: staff,
      variables: { programmeId: programme.id, userId: organiser.id },
    }),
  ).addProgrammeOrganiser;
  return { programme: added, organiser };
}

const outbox = async <N extends keyof EventPayloads>(name: N) =>
  (await app.prisma.outboxEvent.findMany({ where: { name }, orderBy: { occurredAt: 'asc' } })).map(
    (row) => row.payload as unknown as EventPayloads[N],
  );

describe('creating a programme', () => {
  it('staff create one with its calendar; it follows the calendar and records programme.updated', async () => {
    const programme = await created({ description: 'Eight weeks', nameDe: 'Klasse' });
    assert.equal(programme.currentPhase, 'prototype');
    assert.equal(programme.submissionsOpen, true);
    assert.deepEqual(
      programme.phases.map((p) => p.key),
      ['identify', 'collaborate', 'prototype', 'showcase'],
    );
    assert.equal(programme.nextDeadline?.kind, 'submission');
    assert.match(programme.joinCode!, /^[A-Z2-9]{8}$/);
    const events = (await outbox('programme.updated')).filter((e) => e.programmeId === programme.id);
    assert.equal(events.length, 1);
    assert.equal(events[0]!.joinCode, programme.joinCode);
  });

  it('refuses anyone but staff (403) and signed-out callers (401), writing nothing', async () => {
    const before = await app.prisma.programme.count();
    const input = { name: 'Mine', ...calendarAround() };
    const student = await app.graphql(CREATE, { user: person(), variables: { input } });
    assert.equal(errorOf(student)?.extensions?.code, 'FORBIDDEN');
    const anonymous = await app.graphql(CREATE, { variables: { input } });
    assert.equal(errorOf(anonymous)?.extensions?.code, 'UNAUTHENTICATED');
    assert.equal(await app.prisma.programme.count(), before);
  });

  it('refuses a bad calendar on its field, in English and German, writing nothing', async () => {
    const before = await app.prisma.programme.count();
    const calendar = calendarAround();
    const cases: [Record<string, unknown>, string, keyof (typeof MESSAGES)['en']][] = [
      [
        { phases: calendar.phases.map((p, i) => (i === 1 ? { ...p, endsAt: p.startsAt } : p)) },
        'phases.1.endsAt',
        'validation.programme.phaseEnd',
      ],
      [
        {
          phases: calendar.phases.map((p, i) =>
            i === 2 ? { ...p, startsAt: calendar.phases[0]!.startsAt } : p,
          ),
        },
        'phases.2.startsAt',
        'validation.programme.phaseOverlap',
      ],
      [{ phases: [...calendar.phases].reverse() }, 'phases', 'validation.programme.phases'],
      [
        { submissionDeadline: calendar.phases[0]!.endsAt },
        'submissionDeadline',
        'validation.programme.deadline',
      ],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'validation.mentoring.timeZone'],
      [{ name: 'x' }, 'name', 'validation.programme.name'],
    ];
    for (const [change, field, key] of cases) {
      for (const locale of ['en', 'de'] as const) {
        const response = await app.graphql(CREATE, {
          user: staff,
          context: { locale },
          variables: { input: { name: 'A class', ...calendar, ...change } },
        });
        const error = errorOf(response);
        assert.equal(error?.extensions?.code, 'BAD_USER_INPUT', `${field}: ${JSON.stringify(response.body)}`);
        assert.equal(
          (error?.extensions?.fields as Record<string, string>)[field],
          MESSAGES[locale][key],
          field,
        );
      }
    }
    assert.equal(await app.prisma.programme.count(), before);
  });
});

describe('editing a programme', () => {
  it('its organiser moves the deadline (to now, closing submissions) from the version loaded', async () => {
    const { programme, organiser } = await withOrganiser();
    assert.equal(programme.organisers.length, 1);
    const seen = ok(
      await app.graphql<{ programme: Programme }>(GET, { user: organiser, variables: { id: programme.id } }),
    );
    assert.equal(seen.programme.viewerIsOrganiser, true);
    assert.equal(seen.programme.joinCode, programme.joinCode);
    const prototypeStart = Date.now() - 10 * 24 * 60 * 60 * 1000;
    assert.ok(prototypeStart < Date.now());
    const now = new Date().toISOString();
    const moved = ok(
      await app.graphql<{ updateProgramme: Programme }>(UPDATE, {
        user: organiser,
        variables: {
          id: programme.id,
          input: { submissionDeadline: now, expectedUpdatedAt: programme.updatedAt },
        },
      }),
    ).updateProgramme;
    assert.equal(moved.submissionDeadline, now);
    assert.equal(moved.submissionsOpen, false);
    assert.equal(moved.name, programme.name);
    const stale = await app.graphql(UPDATE, {
      user: organiser,
      variables: { id: programme.id, input: { name: 'Renamed', expectedUpdatedAt: programme.updatedAt } },
    });
    assert.equal(errorOf(stale)?.extensions?.code, 'CONFLICT');
    const audit = await app.prisma.programmeAuditEntry.findMany({ where: { programmeId: programme.id } });
    assert.deepEqual(audit.map((a) => a.action).sort(), [
      'programme_created',
      'programme_organiser_added',
      'programme_updated',
    ]);
    // Each goes to the staff audit log by its event, which names the entry.
    const logged = (await outbox('programme.organiser_action')).filter(
      (payload) => payload.programmeId === programme.id,
    );
    assert.deepEqual(logged.map((payload) => payload.auditId).sort(), audit.map((a) => a.id).sort());
    const named = logged.find((payload) => payload.action === 'programme_organiser_added')!;
    assert.equal(named.subjectUserId, organiser.id);
    assert.equal(named.programmeName, programme.name);
  });

  it('refuses an organiser of another programme and a member (403), signed out (401), bad input (400): nothing written', async () => {
    const { programme } = await withOrganiser();
    const { organiser: other } = await withOrganiser();
    const member = person();
    ok(await app.graphql(JOIN, { user: member, variables: { code: programme.joinCode } }));
    const input = { name: 'Taken over', expectedUpdatedAt: programme.updatedAt };
    for (const user of [other, member]) {
      const response = await app.graphql(UPDATE, { user, variables: { id: programme.id, input } });
      assert.equal(errorOf(response)?.extensions?.code, 'FORBIDDEN');
    }
    const anonymous = await app.graphql(UPDATE, { variables: { id: programme.id, input } });
    assert.equal(errorOf(anonymous)?.extensions?.code, 'UNAUTHENTICATED');
    const late = await app.graphql(UPDATE, {
      user: staff,
      variables: {
        id: programme.id,
        input: { judgingEndsAt: '2020-01-01T00:00:00Z', expectedUpdatedAt: programme.updatedAt },
      },
    });
    assert.equal(errorOf(late)?.extensions?.code, 'BAD_USER_INPUT');
    assert.ok('judgingEndsAt' in (errorOf(late)?.extensions?.fields as object));
    const row = await app.prisma.programme.findUnique({ where: { id: programme.id } });
    assert.equal(row?.name, programme.name);
    assert.equal(row?.updatedAt.toISOString(), programme.updatedAt);
    const seen = ok(
      await app.graphql<{ programme: Programme }>(GET, { user: member, variables: { id: programme.id } }),
    );
    assert.equal(seen.programme.joinCode, null, 'a member never sees the join code');
    assert.equal(seen.programme.viewerIsOrganiser, false);
  });
});

describe('joining', () => {
  it('a person joins with the code (any case), it becomes their current programme; joining again changes nothing', async () => {
    const first = await created();
    const second = await created();
    const student = person();
    ok(await app.graphql(JOIN, { user: student, variables: { code: first.joinCode!.toLowerCase() } }));
    ok(await app.graphql(JOIN, { user: student, variables: { code: second.joinCode } }));
    ok(await app.graphql(JOIN, { user: student, variables: { code: second.joinCode } }));
    let mine = ok(
      await app.graphql<{
        myProgrammes: { current: boolean; programme: { id: string; joinCode: string | null } }[];
      }>(MINE, { user: student }),
    ).myProgrammes;
    assert.deepEqual(
      mine.map((m) => [m.programme.id, m.current, m.programme.joinCode]).sort(),
      [
        [first.id, false, null],
        [second.id, true, null],
      ].sort(),
    );
    ok(await app.graphql(CHOOSE, { user: student, variables: { id: first.id } }));
    mine = ok(
      await app.graphql<{
        myProgrammes: { current: boolean; programme: { id: string; joinCode: string | null } }[];
      }>(MINE, { user: student }),
    ).myProgrammes;
    assert.equal(mine.find((m) => m.current)?.programme.id, first.id);
    const joined = (await outbox('programme.member_joined')).filter((e) => e.userId === student.id);
    assert.equal(joined.length, 2);
    const current = (await outbox('programme.current_changed')).filter((e) => e.userId === student.id);
    assert.deepEqual(
      current.map((e) => e.programmeId),
      [first.id, second.id, first.id],
    );
  });

  it('refuses an unknown code on its field and choosing a programme one is not in (403)', async () => {
    const student = person();
    for (const locale of ['en', 'de'] as const) {
      const unknown = await app.graphql(JOIN, {
        user: student,
        context: { locale },
        variables: { code: 'NOSUCHCODE' },
      });
      assert.equal(errorOf(unknown)?.extensions?.code, 'BAD_USER_INPUT');
      assert.equal(
        (errorOf(unknown)?.extensions?.fields as Record<string, string>).code,
        MESSAGES[locale]['error.programme.codeInvalid'],
      );
    }
    const malformed = await app.graphql(JOIN, { user: student, variables: { code: 'a b' } });
    assert.equal(errorOf(malformed)?.extensions?.code, 'BAD_USER_INPUT');
    const programme = await created();
    const choose = await app.graphql(CHOOSE, { user: student, variables: { id: programme.id } });
    assert.equal(errorOf(choose)?.extensions?.code, 'FORBIDDEN');
    assert.equal(await app.prisma.programmeMember.count({ where: { userId: student.id } }), 0);
  });
});
