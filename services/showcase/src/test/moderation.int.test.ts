import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { type EventPayloads, type Locale } from '@creators/contracts';
import { MESSAGES } from '@creators/texts';
import { startTestApp, type GraphQLResponse, type TestApp } from './harness.js';

// Staff hide and restore a project or a resource (docs/product.md §14): gone from every list, search, count,
// featured place, People's Choice, the stats and the team's and people's pages for everyone but its authors and
// staff, who see why; the change and content.moderated in one transaction.

type Viewer = { id: string; role: string; staff?: boolean };
const person = (): Viewer => ({ id: randomUUID(), role: 'student' });
const staffMember = (): Viewer => ({ id: randomUUID(), role: 'mentor', staff: true });
const REASON = 'Contains a classmate’s phone number';

interface Shown {
  id: string;
  hidden: boolean;
  hiddenReason: string | null;
}

let app: TestApp;
const staff = staffMember();

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const call = <T>(
  query: string,
  user: Viewer | null,
  variables: Record<string, unknown> = {},
  locale: Locale = 'en',
) => app.graphql<T>(query, { user, variables, context: { locale } });

function ok<T>(response: GraphQLResponse<Record<string, T>>): T {
  assert.equal(response.body.errors, undefined, response.text);
  return Object.values(response.body.data!)[0]!;
}

function refused(response: GraphQLResponse, code: string, key: string, locale: Locale = 'en') {
  assert.equal(response.body.data ?? null, null, response.text);
  assert.equal(response.body.errors?.[0]?.extensions?.code, code, response.text);
  assert.equal(response.body.errors?.[0]?.extensions?.messageKey, key, response.text);
  assert.equal(response.body.errors?.[0]?.message, MESSAGES[locale][key as keyof (typeof MESSAGES)['en']]);
}

const moderatedOf = async (itemId: string) =>
  (
    await app.prisma.outboxEvent.findMany({
      where: { name: 'content.moderated' },
      orderBy: { occurredAt: 'asc' },
    })
  )
    .map((event) => event.payload as unknown as EventPayloads['content.moderated'])
    .filter((payload) => payload.itemId === itemId);

describe('a project', () => {
  const owner = person();
  const member = person();
  const mentor = person();
  const other = person();
  const teamId = randomUUID();
  const marker = `Kelp ${randomUUID().slice(0, 8)}`;
  let projectId: string;
  let updatedAt: string;

  const SET_HIDDEN = `mutation ($id: ID!, $hidden: Boolean!, $reason: String) {
    setProjectHidden(id: $id, hidden: $hidden, reason: $reason) { id hidden hiddenReason }
  }`;
  const setHidden = (user: Viewer | null, hidden: boolean, reason?: string | null, locale: Locale = 'en') =>
    call<Record<string, Shown>>(SET_HIDDEN, user, { id: projectId, hidden, reason }, locale);
  const one = async (user: Viewer | null) =>
    ok(
      await call<Record<string, (Shown & { updatedAt: string }) | null>>(
        `query ($id: ID!) { project(id: $id) { id hidden hiddenReason updatedAt } }`,
        user,
        { id: projectId },
      ),
    );
  /** Every place a visible project shows up, as `user` sees them: only whether this project is among them. */
  const places = async (user: Viewer | null) => {
    const response = await call<{
      projects: { nodes: { id: string }[]; totalCount: number };
      featuredProjects: { id: string }[];
      peoplesChoice: { id: string } | null;
      _entities: [Shown | null, { projects: { id: string }[] }, { projects: { id: string }[] }];
    }>(
      `query ($search: String, $representations: [_Any!]!) {
        projects(search: $search) { nodes { id } totalCount }
        featuredProjects(first: 10) { id }
        peoplesChoice { id }
        _entities(representations: $representations) {
          ... on Project { id hidden hiddenReason }
          ... on Team { projects { id } }
          ... on User { projects { id } }
        }
      }`,
      user,
      {
        search: marker,
        representations: [
          { __typename: 'Project', id: projectId },
          { __typename: 'Team', id: teamId },
          { __typename: 'User', id: member.id },
        ],
      },
    );
    assert.equal(response.body.errors, undefined, response.text);
    const data = response.body.data!;
    const has = (list: { id: string }[]) => list.some((project) => project.id === projectId);
    return {
      listed: has(data.projects.nodes),
      counted: data.projects.totalCount,
      featured: has(data.featuredProjects),
      peoplesChoice: data.peoplesChoice?.id === projectId,
      entity: data._entities[0],
      onTeamPage: has(data._entities[1].projects),
      onPersonPage: has(data._entities[2].projects),
    };
  };
  const stats = async () =>
    ok(
      await call<Record<string, { projects: number; totalLikes: number }>>(
        `{ showcaseStats { projects totalLikes } }`,
        null,
      ),
    );
  const awaiting = async () =>
    ok(
      await call<Record<string, { nodes: { id: string }[] }>>(
        `{ projectsAwaitingMyFeedback { nodes { id } } }`,
        mentor,
      ),
    ).nodes.some((project) => project.id === projectId);

  beforeAll(async () => {
    await app.prisma.teamMember.createMany({
      data: [
        { teamId, userId: owner.id },
        { teamId, userId: member.id },
      ],
    });
    await app.prisma.teamMentor.create({ data: { teamId, mentorId: mentor.id } });
    const created = ok(
      await call<Record<string, { id: string; updatedAt: string }>>(
        `mutation ($input: CreateProjectInput!) { createProject(input: $input) { id updatedAt } }`,
        owner,
        {
          input: {
            title: `${marker} farm`,
            description: 'Grows kelp in the school pond and measures how fast it grows.',
            teamId,
          },
        },
      ),
    );
    projectId = created.id;
    ok(
      await call<Record<string, { likes: number }>>(
        `mutation ($id: ID!) { likeProject(id: $id) { likes } }`,
        other,
        { id: projectId },
      ),
    );
    updatedAt = (
      await app.prisma.project.findUniqueOrThrow({ where: { id: projectId } })
    ).updatedAt.toISOString();
  });

  it('refuses anyone but staff as not found in their language (its author too), and needs a reason', async () => {
    for (const locale of ['en', 'de'] as const)
      refused(await setHidden(owner, true, REASON, locale), 'NOT_FOUND', 'error.staff.only', locale);
    assert.equal((await setHidden(null, true, REASON)).body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    for (const reason of [undefined, '   ', 'meh'])
      refused(await setHidden(staff, true, reason), 'BAD_USER_INPUT', 'validation.moderation.reason');
    refused(
      await call(SET_HIDDEN, staff, { id: randomUUID(), hidden: true, reason: REASON }),
      'NOT_FOUND',
      'error.project.notFound',
    );
    assert.deepEqual(await moderatedOf(projectId), []);
  });

  it('hidden: gone from every list, search, count and page for others; its authors and staff see why', async () => {
    const shown = { id: projectId, hidden: false, hiddenReason: null };
    assert.deepEqual(await places(other), {
      listed: true,
      counted: 1,
      featured: true,
      peoplesChoice: true,
      entity: shown,
      onTeamPage: true,
      onPersonPage: true,
    });
    const statsBefore = await stats();
    assert.equal(await awaiting(), true);

    assert.deepEqual(ok(await setHidden(staff, true, REASON)), {
      id: projectId,
      hidden: true,
      hiddenReason: REASON,
    });
    const hidden = { id: projectId, hidden: true, hiddenReason: REASON };
    for (const viewer of [other, null, owner, member, staff]) {
      const seen = await places(viewer);
      assert.deepEqual(
        { ...seen, entity: null },
        {
          listed: false,
          counted: 0,
          featured: false,
          peoplesChoice: false,
          entity: null,
          onTeamPage: false,
          onPersonPage: false,
        },
      );
      const sees = viewer === owner || viewer === member || viewer === staff;
      assert.deepEqual(seen.entity, sees ? hidden : null);
      assert.deepEqual(await one(viewer), sees ? { ...hidden, updatedAt } : null);
    }
    assert.deepEqual(await stats(), {
      projects: statsBefore.projects - 1,
      totalLikes: statsBefore.totalLikes - 1,
    });
    assert.equal(await awaiting(), false, 'its mentor is no author');

    // Gone for others: no likes, no views, no feedback; its authors still open it (no view counted).
    const like = `mutation ($id: ID!) { likeProject(id: $id) { id } }`;
    refused(await call(like, other, { id: projectId }), 'NOT_FOUND', 'error.project.notFound');
    const view = `mutation ($id: ID!) { recordProjectView(id: $id) { id hidden } }`;
    refused(await call(view, other, { id: projectId }), 'NOT_FOUND', 'error.project.notFound');
    assert.deepEqual(ok(await call(view, member, { id: projectId })), { id: projectId, hidden: true });
    refused(
      await call(
        `mutation ($id: ID!, $input: ProjectFeedbackInput!) { giveProjectFeedback(projectId: $id, input: $input) { id } }`,
        mentor,
        {
          id: projectId,
          input: {
            notes: 'Measure at the same time every day.',
            scores: { problem: 3, solution: 3, prototype: 2, presentation: 4 },
          },
        },
      ),
      'NOT_FOUND',
      'error.project.notFound',
    );
    const row = await app.prisma.project.findUniqueOrThrow({ where: { id: projectId } });
    assert.equal(row.likes, 1);
    assert.equal(row.views, 0);
    assert.equal(row.updatedAt.toISOString(), updatedAt, 'the "Recent" order stays');

    assert.deepEqual(await moderatedOf(projectId), [
      {
        itemType: 'project',
        itemId: projectId,
        title: `${marker} farm`,
        authorIds: [owner.id, member.id],
        hidden: true,
        reason: REASON,
        actorId: staff.id,
        parent: { type: 'team', id: teamId },
      },
    ]);
    ok(await setHidden(staff, true, 'Hidden once more, for another reason'));
    assert.equal((await moderatedOf(projectId)).length, 1, 'hiding it twice records nothing');
  });

  it('restored: back everywhere; restoring a visible project records nothing', async () => {
    assert.deepEqual(ok(await setHidden(staff, false, 'ignored')), {
      id: projectId,
      hidden: false,
      hiddenReason: null,
    });
    assert.deepEqual(await places(other), {
      listed: true,
      counted: 1,
      featured: true,
      peoplesChoice: true,
      entity: { id: projectId, hidden: false, hiddenReason: null },
      onTeamPage: true,
      onPersonPage: true,
    });
    assert.equal(await awaiting(), true);
    const events = await moderatedOf(projectId);
    assert.equal(events.length, 2);
    assert.deepEqual(
      { hidden: events[1]!.hidden, reason: events[1]!.reason },
      { hidden: false, reason: null },
    );
    ok(await setHidden(staff, false));
    assert.equal((await moderatedOf(projectId)).length, 2);
  });
});

describe('a resource', () => {
  const author = person();
  const other = person();
  const marker = `Abacus ${randomUUID().slice(0, 8)}`;
  let resourceId: string;

  const SET_HIDDEN = `mutation ($id: ID!, $hidden: Boolean!, $reason: String) {
    setResourceHidden(id: $id, hidden: $hidden, reason: $reason) { id hidden hiddenReason }
  }`;
  const setHidden = (
    user: Viewer | null,
    id: string,
    hidden: boolean,
    reason?: string | null,
    locale: Locale = 'en',
  ) => call<Record<string, Shown>>(SET_HIDDEN, user, { id, hidden, reason }, locale);
  const listed = async (user: Viewer | null) =>
    ok(
      await call<Record<string, { nodes: { id: string }[]; totalCount: number }>>(
        `query ($search: String) { resources(search: $search) { nodes { id } totalCount } }`,
        user,
        { search: marker },
      ),
    );
  const entity = async (user: Viewer | null, id = resourceId) =>
    ok(
      await call<Record<string, (Shown | null)[]>>(
        `query ($representations: [_Any!]!) {
          _entities(representations: $representations) { ... on Resource { id hidden hiddenReason } }
        }`,
        user,
        { representations: [{ __typename: 'Resource', id }] },
      ),
    )[0];

  beforeAll(async () => {
    resourceId = ok(
      await call<Record<string, { id: string }>>(
        `mutation ($input: CreateResourceInput!) { createResource(input: $input) { id } }`,
        author,
        { input: { title: `${marker} basics`, type: 'article', url: 'https://example.com/abacus' } },
      ),
    ).id;
  });

  it('refuses anyone but staff and hiding without a reason', async () => {
    for (const locale of ['en', 'de'] as const)
      refused(
        await setHidden(author, resourceId, true, REASON, locale),
        'NOT_FOUND',
        'error.staff.only',
        locale,
      );
    refused(await setHidden(staff, resourceId, true, ''), 'BAD_USER_INPUT', 'validation.moderation.reason');
    refused(await setHidden(staff, randomUUID(), true, REASON), 'NOT_FOUND', 'error.resource.notFound');
    assert.deepEqual(await moderatedOf(resourceId), []);
  });

  it('hidden: gone from the list and its search for everyone; who added it and staff see why; restored: back', async () => {
    assert.deepEqual(await listed(other), { nodes: [{ id: resourceId }], totalCount: 1 });
    assert.deepEqual(ok(await setHidden(staff, resourceId, true, REASON)), {
      id: resourceId,
      hidden: true,
      hiddenReason: REASON,
    });
    for (const viewer of [other, null, author, staff])
      assert.deepEqual(await listed(viewer), { nodes: [], totalCount: 0 });
    assert.equal(await entity(other), null);
    assert.equal(await entity(null), null);
    for (const viewer of [author, staff])
      assert.deepEqual(await entity(viewer), { id: resourceId, hidden: true, hiddenReason: REASON });
    assert.deepEqual(await moderatedOf(resourceId), [
      {
        itemType: 'resource',
        itemId: resourceId,
        title: `${marker} basics`,
        authorIds: [author.id],
        hidden: true,
        reason: REASON,
        actorId: staff.id,
        parent: null,
      },
    ]);
    ok(await setHidden(staff, resourceId, true, REASON));
    assert.equal((await moderatedOf(resourceId)).length, 1);

    ok(await setHidden(staff, resourceId, false));
    assert.deepEqual(await listed(other), { nodes: [{ id: resourceId }], totalCount: 1 });
    assert.deepEqual(await entity(other), { id: resourceId, hidden: false, hiddenReason: null });
    assert.equal((await moderatedOf(resourceId)).length, 2);
  });

  it('a seeded resource (added by nobody) has no authors to tell', async () => {
    const seeded = await app.prisma.resource.create({
      data: { title: 'Seeded', type: 'video', url: 'https://example.com/seeded' },
    });
    ok(await setHidden(staff, seeded.id, true, REASON));
    assert.deepEqual((await moderatedOf(seeded.id))[0]?.authorIds, []);
  });
});
