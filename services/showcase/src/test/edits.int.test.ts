/**
 * Owners change what they made (docs/product.md): editing and removing projects and resources, the project page
 * (`project(id)`), Team.projects and User.projects, and the memberships read model following leaves and removals.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { type Locale } from '@creators/contracts';
import { translate } from '@creators/texts';
import { createTestStream, type TestStream } from '@creators/platform/events/testing/test-nats';
import { startTestApp, type TestApp } from './harness.js';
import { TEAM_MEMBERS_CONSUMER } from '../memberships/team-members.events.js';
import { envelope, teamEventsOn } from './team-events.js';

const PROJECT_FIELDS =
  'id title description teamId status repositoryUrl demoUrl imageUrl likes likedByMe views createdBy createdAt updatedAt editedAt canEdit';
const RESOURCE_FIELDS =
  'id title description type url provider difficulty duration createdAt updatedAt editedAt canEdit';

interface ProjectResult {
  id: string;
  title: string;
  description: string;
  teamId: string;
  status: string;
  repositoryUrl: string | null;
  demoUrl: string | null;
  imageUrl: string | null;
  likes: number;
  views: number;
  createdBy: string;
  updatedAt: string;
  editedAt: string | null;
  canEdit: boolean;
}

interface ResourceResult {
  id: string;
  title: string;
  description: string | null;
  type: string;
  url: string;
  provider: string | null;
  difficulty: string;
  duration: string | null;
  updatedAt: string;
  editedAt: string | null;
  canEdit: boolean;
}

type GraphQLError = { message: string; extensions?: { code?: string; fields?: Record<string, string> } };
type Person = { id: string; role: string };

const CREATE_PROJECT = `mutation ($input: CreateProjectInput!) { createProject(input: $input) { ${PROJECT_FIELDS} } }`;
const UPDATE_PROJECT = `mutation ($id: ID!, $input: UpdateProjectInput!) { updateProject(id: $id, input: $input) { ${PROJECT_FIELDS} } }`;
const REMOVE_PROJECT = `mutation ($id: ID!) { removeProject(id: $id) }`;
const PROJECT = `query ($id: ID!) { project(id: $id) { ${PROJECT_FIELDS} } }`;
const LIKE = `mutation ($id: ID!) { likeProject(id: $id) { id likes } }`;
const VIEW = `mutation ($id: ID!) { recordProjectView(id: $id) { id views } }`;
const CREATE_RESOURCE = `mutation ($input: CreateResourceInput!) { createResource(input: $input) { ${RESOURCE_FIELDS} } }`;
const UPDATE_RESOURCE = `mutation ($id: ID!, $input: UpdateResourceInput!) { updateResource(id: $id, input: $input) { ${RESOURCE_FIELDS} } }`;
const REMOVE_RESOURCE = `mutation ($id: ID!) { removeResource(id: $id) }`;
const TEAM_PROJECTS = `query ($reps: [_Any!]!) { _entities(representations: $reps) { ... on Team { id projects { id title canEdit } } } }`;
const USER_PROJECTS = `query ($reps: [_Any!]!) { _entities(representations: $reps) { ... on User { id projects { id title } } } }`;

const person = (): Person => ({ id: randomUUID(), role: 'student' });

let stream: TestStream;
let app: TestApp;

beforeAll(async () => {
  stream = await createTestStream();
  app = await startTestApp({ NATS_SUBJECT_PREFIX: stream.subjectPrefix, EVENT_STREAM: stream.stream });
});
afterAll(async () => {
  await app?.close();
  await stream?.remove();
});

const { publish, membersConsumed } = teamEventsOn(() => stream);

const errorOf = (body: { errors?: unknown[] }) => body.errors?.[0] as GraphQLError | undefined;

/** A showcased project of a team (fresh unless given) whose member `owner` showcased it. */
async function showcased(
  title = 'Rack Map',
  owner: Person = person(),
  teamId: string = randomUUID(),
): Promise<{ project: ProjectResult; owner: Person }> {
  await app.prisma.teamMember.upsert({
    where: { teamId_userId: { teamId, userId: owner.id } },
    create: { teamId, userId: owner.id },
    update: {},
  });
  const { body } = await app.graphql<{ createProject: ProjectResult }>(CREATE_PROJECT, {
    variables: {
      input: {
        title,
        description: 'Shows where the free bike racks are around campus, live.',
        teamId,
        repositoryUrl: 'https://github.com/example/rack-map',
        demoUrl: 'https://rack-map.example.test',
      },
    },
    user: owner,
  });
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return { project: body.data!.createProject, owner };
}

const projectRow = (id: string) => app.prisma.project.findUniqueOrThrow({ where: { id } });
const outboxOf = async (name: string, projectId: string) =>
  (await app.prisma.outboxEvent.findMany({ where: { name }, orderBy: { occurredAt: 'asc' } }))
    .map((row) => row.payload as Record<string, unknown>)
    .filter((payload) => payload.projectId === projectId);

async function updateProject(id: string, input: Record<string, unknown>, user?: Person, locale?: Locale) {
  return app.graphql<{ updateProject: ProjectResult }>(UPDATE_PROJECT, {
    variables: { id, input },
    ...(user ? { user } : {}),
    ...(locale ? { context: { locale } } : {}),
  });
}

async function projectAs(id: string, user?: Person): Promise<ProjectResult | null> {
  const { body } = await app.graphql<{ project: ProjectResult | null }>(PROJECT, {
    variables: { id },
    ...(user ? { user } : {}),
  });
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!.project;
}

describe('project(id)', () => {
  it('answers one project as the viewer sees it, null for an unknown or malformed id, and counts no view', async () => {
    const { project, owner } = await showcased('Page');
    const own = await projectAs(project.id, owner);
    assert.equal(own?.title, 'Page');
    assert.equal(own?.canEdit, true);
    assert.equal(own?.editedAt, null);
    assert.equal((await projectAs(project.id, person()))?.canEdit, false);
    assert.equal((await projectAs(project.id))?.canEdit, false);
    assert.equal((await projectRow(project.id)).views, 0);
    assert.equal(await projectAs(randomUUID()), null);
    assert.equal(await projectAs('not-a-uuid'), null);
  });
});

describe('updateProject', () => {
  it('lets the author change title, description and links; empty text clears a link', async () => {
    const { project, owner } = await showcased('Before');
    const { body } = await updateProject(
      project.id,
      {
        expectedUpdatedAt: project.updatedAt,
        title: '  After  ',
        description: 'Shows the free bike racks and the nearest repair station.',
        demoUrl: '',
        imageUrl: 'https://rack-map.example.test/cover.png',
      },
      owner,
    );
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    const edited = body.data!.updateProject;
    assert.equal(edited.title, 'After');
    assert.equal(edited.description, 'Shows the free bike racks and the nearest repair station.');
    assert.equal(edited.demoUrl, null);
    assert.equal(edited.repositoryUrl, 'https://github.com/example/rack-map');
    assert.equal(edited.imageUrl, 'https://rack-map.example.test/cover.png');
    assert.equal(edited.canEdit, true);
    assert.ok(edited.editedAt, 'editedAt is set');
    assert.notEqual(edited.updatedAt, project.updatedAt);
    assert.equal(edited.teamId, project.teamId);

    const stored = await projectRow(project.id);
    assert.equal(stored.title, 'After');
    assert.equal(stored.demoUrl, null);
    assert.deepEqual(await outboxOf('project.updated', project.id), [
      {
        projectId: project.id,
        title: 'After',
        teamId: project.teamId,
        updatedAt: edited.updatedAt,
        status: 'showcased',
      },
    ]);

    // The edited version is what the next edit starts from.
    const again = await updateProject(
      project.id,
      { expectedUpdatedAt: edited.updatedAt, repositoryUrl: '' },
      owner,
    );
    assert.equal(again.body.errors, undefined, JSON.stringify(again.body.errors));
    assert.equal(again.body.data!.updateProject.repositoryUrl, null);
    assert.equal(again.body.data!.updateProject.title, 'After');
  });

  it('refuses anyone but the author (403), signed out (401), stale (409), bad input (400), unknown id (404), writing nothing', async () => {
    const { project, owner } = await showcased('Guarded');
    const before = await projectRow(project.id);
    const valid = { expectedUpdatedAt: project.updatedAt, title: 'Taken over' };

    for (const locale of ['en', 'de'] as const) {
      const other = errorOf((await updateProject(project.id, valid, person(), locale)).body);
      assert.equal(other?.extensions?.code, 'FORBIDDEN');
      assert.equal(other?.message, translate('error.project.notAuthor', locale));
    }

    const signedOut = errorOf((await updateProject(project.id, valid)).body);
    assert.equal(signedOut?.extensions?.code, 'UNAUTHENTICATED');

    const stale = errorOf(
      (
        await updateProject(
          project.id,
          { ...valid, expectedUpdatedAt: new Date(Date.parse(project.updatedAt) - 1000).toISOString() },
          owner,
          'de',
        )
      ).body,
    );
    assert.equal(stale?.extensions?.code, 'CONFLICT');
    assert.equal(stale?.message, translate('error.edit.stale', 'de'));

    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...valid, title: 'x' }, 'title', 'validation.project.title'],
      [{ ...valid, description: 'short' }, 'description', 'validation.project.description'],
      [{ ...valid, demoUrl: 'javascript:alert(1)' }, 'demoUrl', 'validation.url.invalid'],
      [{ ...valid, expectedUpdatedAt: 'yesterday' }, 'expectedUpdatedAt', 'validation.edit.version'],
    ];
    for (const [input, field, key] of cases) {
      const bad = errorOf((await updateProject(project.id, input, owner, 'de')).body);
      assert.equal(bad?.extensions?.code, 'BAD_USER_INPUT', field);
      assert.equal(bad?.extensions?.fields?.[field], translate(key, 'de'), field);
    }

    for (const id of [randomUUID(), 'not-a-uuid']) {
      const missing = errorOf((await updateProject(id, valid, owner)).body);
      assert.equal(missing?.extensions?.code, 'NOT_FOUND');
      assert.equal(missing?.message, translate('error.project.notFound', 'en'));
    }

    assert.deepEqual(await projectRow(project.id), before);
    assert.deepEqual(await outboxOf('project.updated', project.id), []);
  });
});

describe('removeProject', () => {
  it('takes the project out of the list, search, featured, stats, project(id) and Team.projects; likes stay', async () => {
    const teamId = randomUUID();
    const { project, owner } = await showcased('Gone Soon', person(), teamId);
    const { project: kept } = await showcased('Stays', owner, teamId);
    const fans = [person(), person(), person()];
    for (const fan of fans) await app.graphql(LIKE, { variables: { id: project.id }, user: fan });
    await app.graphql(VIEW, { variables: { id: project.id }, user: fans[0] });

    const listed = async (query: string) =>
      (
        await app.graphql<{ projects: { nodes: Array<{ id: string }> } }>(
          `{ projects(first: 100${query}) { nodes { id } } }`,
        )
      ).body.data!.projects.nodes.map((node) => node.id);
    const featured = async () =>
      (
        await app.graphql<{ featuredProjects: Array<{ id: string }> }>(
          `{ featuredProjects(first: 10) { id } }`,
        )
      ).body.data!.featuredProjects.map((node) => node.id);
    const stats = async () =>
      (
        await app.graphql<{ showcaseStats: Record<string, number> }>(
          `{ showcaseStats { projects totalLikes views teams } }`,
        )
      ).body.data!.showcaseStats;
    const teamProjects = async () => {
      const { body } = await app.graphql<{ _entities: Array<{ projects: Array<{ id: string }> }> }>(
        TEAM_PROJECTS,
        { variables: { reps: [{ __typename: 'Team', id: teamId }] } },
      );
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      return body.data!._entities[0]!.projects.map((node) => node.id);
    };

    assert.ok((await listed('')).includes(project.id));
    assert.ok((await listed(', search: "Gone Soon"')).includes(project.id));
    assert.ok((await featured()).includes(project.id));
    assert.deepEqual(await teamProjects(), [kept.id, project.id]);
    const statsBefore = await stats();

    const refusals: Array<[Person | undefined, string, string]> = [
      [person(), 'FORBIDDEN', 'error.project.notAuthor'],
      [undefined, 'UNAUTHENTICATED', 'error.auth.unauthorized'],
    ];
    for (const [user, code] of refusals) {
      const { body } = await app.graphql(REMOVE_PROJECT, {
        variables: { id: project.id },
        ...(user ? { user } : {}),
      });
      assert.equal(errorOf(body)?.extensions?.code, code);
    }
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const { body } = await app.graphql(REMOVE_PROJECT, { variables: { id }, user: owner });
      assert.equal(errorOf(body)?.extensions?.code, 'NOT_FOUND');
    }
    assert.equal((await projectRow(project.id)).status, 'showcased');
    assert.deepEqual(await outboxOf('project.removed', project.id), []);

    const { body } = await app.graphql<{ removeProject: boolean }>(REMOVE_PROJECT, {
      variables: { id: project.id },
      user: owner,
    });
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    assert.equal(body.data!.removeProject, true);

    assert.equal(await projectAs(project.id, owner), null);
    assert.ok(!(await listed('')).includes(project.id));
    assert.ok(!(await listed(', search: "Gone Soon"')).includes(project.id));
    assert.ok(!(await featured()).includes(project.id));
    assert.deepEqual(await teamProjects(), [kept.id]);
    assert.deepEqual(await stats(), {
      projects: statsBefore.projects! - 1,
      totalLikes: statsBefore.totalLikes! - 3,
      views: statsBefore.views! - 1,
      teams: statsBefore.teams,
    });
    // Its likes stay (and with them the badges identity awarded for them).
    assert.equal(await app.prisma.projectLike.count({ where: { projectId: project.id } }), 3);
    assert.equal((await projectRow(project.id)).likes, 3);
    assert.deepEqual(await outboxOf('project.removed', project.id), [
      { projectId: project.id, title: 'Gone Soon', teamId, removedBy: owner.id },
    ]);

    // A removed project takes no likes, views, edits or second removal.
    for (const query of [LIKE, VIEW, REMOVE_PROJECT]) {
      const refused = await app.graphql(query, { variables: { id: project.id }, user: owner });
      assert.equal(errorOf(refused.body)?.extensions?.code, 'NOT_FOUND');
    }
    const edit = await updateProject(
      project.id,
      { expectedUpdatedAt: project.updatedAt, title: 'Back' },
      owner,
    );
    assert.equal(errorOf(edit.body)?.extensions?.code, 'NOT_FOUND');
    assert.equal(await app.prisma.projectLike.count({ where: { projectId: project.id } }), 3);
  });
});

describe('resources', () => {
  async function createResource(user: Person): Promise<ResourceResult> {
    const { body } = await app.graphql<{ createResource: ResourceResult }>(CREATE_RESOURCE, {
      variables: {
        input: {
          title: 'Design Thinking 101',
          description: 'A short course',
          url: 'https://example.test/design-thinking',
          provider: 'Example U',
          duration: '45 min',
        },
      },
      user,
    });
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    return body.data!.createResource;
  }
  const updateResource = (id: string, input: Record<string, unknown>, user?: Person, locale?: Locale) =>
    app.graphql<{ updateResource: ResourceResult }>(UPDATE_RESOURCE, {
      variables: { id, input },
      ...(user ? { user } : {}),
      ...(locale ? { context: { locale } } : {}),
    });
  const listedIds = async (user?: Person) =>
    (
      await app.graphql<{ resources: { nodes: Array<{ id: string; canEdit: boolean }> } }>(
        `{ resources(first: 100) { nodes { id canEdit } } }`,
        user ? { user } : {},
      )
    ).body.data!.resources.nodes;

  it('lets the person who added it edit every field; empty text clears the optional ones', async () => {
    const author = person();
    const resource = await createResource(author);
    assert.equal(resource.canEdit, true);
    assert.equal(resource.editedAt, null);
    assert.equal(
      resource.updatedAt,
      (await app.prisma.resource.findUniqueOrThrow({ where: { id: resource.id } })).updatedAt.toISOString(),
    );
    assert.equal((await listedIds(author)).find((node) => node.id === resource.id)?.canEdit, true);
    assert.equal((await listedIds(person())).find((node) => node.id === resource.id)?.canEdit, false);

    const { body } = await updateResource(
      resource.id,
      {
        expectedUpdatedAt: resource.updatedAt,
        title: 'Design Thinking 102',
        type: 'video',
        difficulty: 'advanced',
        url: 'https://example.test/dt-102',
        description: '',
        provider: ' ',
      },
      author,
    );
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    const edited = body.data!.updateResource;
    assert.deepEqual(
      [
        edited.title,
        edited.type,
        edited.difficulty,
        edited.url,
        edited.description,
        edited.provider,
        edited.duration,
      ],
      ['Design Thinking 102', 'video', 'advanced', 'https://example.test/dt-102', null, null, '45 min'],
    );
    assert.ok(edited.editedAt);
    assert.notEqual(edited.updatedAt, resource.updatedAt);
  });

  it('refuses anyone but the author, seeded resources for everyone, stale, bad input and unknown ids, writing nothing', async () => {
    const author = person();
    const resource = await createResource(author);
    const seeded = await app.prisma.resource.create({
      data: { title: 'Seeded', type: 'book', url: 'https://example.test/seeded' },
    });
    const before = await app.prisma.resource.findMany({ where: { id: { in: [resource.id, seeded.id] } } });
    const valid = { expectedUpdatedAt: resource.updatedAt, title: 'Taken over' };

    for (const locale of ['en', 'de'] as const) {
      const other = errorOf((await updateResource(resource.id, valid, person(), locale)).body);
      assert.equal(other?.extensions?.code, 'FORBIDDEN');
      assert.equal(other?.message, translate('error.resource.notAuthor', locale));
    }
    const seededEdit = errorOf(
      (
        await updateResource(
          seeded.id,
          { expectedUpdatedAt: seeded.updatedAt.toISOString(), title: 'Mine' },
          author,
        )
      ).body,
    );
    assert.equal(seededEdit?.extensions?.code, 'FORBIDDEN');
    assert.equal(
      errorOf((await updateResource(resource.id, valid)).body)?.extensions?.code,
      'UNAUTHENTICATED',
    );
    const stale = errorOf(
      (await updateResource(resource.id, { ...valid, expectedUpdatedAt: '2020-01-01T00:00:00.000Z' }, author))
        .body,
    );
    assert.equal(stale?.extensions?.code, 'CONFLICT');
    assert.equal(stale?.message, translate('error.edit.stale', 'en'));

    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...valid, title: 'x' }, 'title', 'validation.resource.title'],
      [{ ...valid, url: 'javascript:alert(1)' }, 'url', 'validation.url.invalid'],
      [{ ...valid, type: 'podcast' }, 'type', 'validation.resource.type'],
      [{ ...valid, difficulty: 'expert' }, 'difficulty', 'validation.difficulty.invalid'],
      [{ ...valid, expectedUpdatedAt: 'now' }, 'expectedUpdatedAt', 'validation.edit.version'],
    ];
    for (const [input, field, key] of cases) {
      const bad = errorOf((await updateResource(resource.id, input, author, 'de')).body);
      assert.equal(bad?.extensions?.code, 'BAD_USER_INPUT', field);
      assert.equal(bad?.extensions?.fields?.[field], translate(key, 'de'), field);
    }
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const missing = errorOf((await updateResource(id, valid, author, 'de')).body);
      assert.equal(missing?.extensions?.code, 'NOT_FOUND');
      assert.equal(missing?.message, translate('error.resource.notFound', 'de'));
    }

    // Removing: the same refusals.
    const remove = (id: string, user?: Person) =>
      app.graphql<{ removeResource: boolean }>(REMOVE_RESOURCE, {
        variables: { id },
        ...(user ? { user } : {}),
      });
    assert.equal(errorOf((await remove(resource.id, person())).body)?.extensions?.code, 'FORBIDDEN');
    assert.equal(errorOf((await remove(seeded.id, author)).body)?.extensions?.code, 'FORBIDDEN');
    assert.equal(errorOf((await remove(resource.id)).body)?.extensions?.code, 'UNAUTHENTICATED');
    assert.equal(errorOf((await remove(randomUUID(), author)).body)?.extensions?.code, 'NOT_FOUND');
    assert.equal(errorOf((await remove('nope', author)).body)?.extensions?.code, 'NOT_FOUND');

    assert.deepEqual(
      await app.prisma.resource.findMany({ where: { id: { in: [resource.id, seeded.id] } } }),
      before,
    );

    // The author removes it: gone from the list.
    const removed = await remove(resource.id, author);
    assert.equal(removed.body.errors, undefined, JSON.stringify(removed.body.errors));
    assert.equal(removed.body.data!.removeResource, true);
    assert.ok(!(await listedIds()).some((node) => node.id === resource.id));
    assert.equal(await app.prisma.resource.count({ where: { id: resource.id } }), 0);
    assert.equal(errorOf((await remove(resource.id, author)).body)?.extensions?.code, 'NOT_FOUND');
  });
});

describe('memberships follow leaves and removals', () => {
  it('removes the member on team.member_left and team.member_removed, once however often delivered', async () => {
    const leader = person();
    const [leaver, removed] = [person(), person()];
    const teamId = randomUUID();
    await publish(
      envelope('team.created', { teamId, name: 'Movers', leaderId: leader.id, challengeId: null }),
      envelope('team.member_joined', { teamId, teamName: 'Movers', userId: leaver.id, leaderId: leader.id }),
      envelope('team.member_joined', { teamId, teamName: 'Movers', userId: removed.id, leaderId: leader.id }),
    );
    await membersConsumed();
    const members = async () =>
      (await app.prisma.teamMember.findMany({ where: { teamId } })).map((row) => row.userId).sort();
    assert.deepEqual(await members(), [leader.id, leaver.id, removed.id].sort());

    const { project } = await showcased('Movers Map', leader, teamId);
    const userProjects = async (user: Person) => {
      const { body } = await app.graphql<{
        _entities: Array<{ id: string; projects: Array<{ id: string }> }>;
      }>(USER_PROJECTS, { variables: { reps: [{ __typename: 'User', id: user.id }] }, user });
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      return body.data!._entities[0]!.projects.map((node) => node.id);
    };
    assert.deepEqual(await userProjects(leaver), [project.id]);

    const left = envelope('team.member_left', {
      teamId,
      teamName: 'Movers',
      userId: leaver.id,
      leaderId: leader.id,
    });
    await publish(
      left,
      left,
      envelope('team.member_removed', {
        teamId,
        teamName: 'Movers',
        userId: removed.id,
        removedBy: leader.id,
      }),
    );
    await membersConsumed();
    assert.deepEqual(await members(), [leader.id]);
    assert.equal(
      await app.prisma.processedEvent.count({ where: { consumer: TEAM_MEMBERS_CONSUMER, eventId: left.id } }),
      1,
    );

    // No longer a member: no projects of the team on their page, and no showcasing for it.
    assert.deepEqual(await userProjects(leaver), []);
    assert.deepEqual(await userProjects(leader), [project.id]);
    const refused = await app.graphql(CREATE_PROJECT, {
      variables: {
        input: { title: 'Still mine?', description: 'Trying to showcase after leaving.', teamId },
      },
      user: removed,
    });
    assert.equal(errorOf(refused.body)?.extensions?.code, 'FORBIDDEN');

    // Joining again makes them a member again.
    await publish(
      envelope('team.member_joined', { teamId, teamName: 'Movers', userId: leaver.id, leaderId: leader.id }),
    );
    await membersConsumed();
    assert.deepEqual(await members(), [leader.id, leaver.id].sort());

    // A join recorded before the removal but delivered after it (a redelivery) does not bring the member back.
    const lateJoin = envelope('team.member_joined', {
      teamId,
      teamName: 'Movers',
      userId: removed.id,
      leaderId: leader.id,
    });
    await publish({ ...lateJoin, occurredAt: new Date(Date.parse(left.occurredAt) - 60_000).toISOString() });
    await membersConsumed();
    assert.deepEqual(await members(), [leader.id, leaver.id].sort());
  });

  it('User.projects: the showcased projects of the person’s teams, newest first, in one batch', async () => {
    const member = person();
    const other = person();
    const teamA = randomUUID();
    const teamB = randomUUID();
    const { project: first } = await showcased('First', member, teamA);
    const { project: second } = await showcased('Second', member, teamB);
    const { project: third } = await showcased('Third', other, teamA);
    const { project: removedOne } = await showcased('Removed', member, teamB);
    await app.graphql(REMOVE_PROJECT, { variables: { id: removedOne.id }, user: member });

    const { body } = await app.graphql<{ _entities: Array<{ id: string; projects: Array<{ id: string }> }> }>(
      USER_PROJECTS,
      {
        variables: {
          reps: [
            { __typename: 'User', id: member.id },
            { __typename: 'User', id: other.id },
            { __typename: 'User', id: randomUUID() },
          ],
        },
      },
    );
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    assert.deepEqual(
      body.data!._entities.map((user) => user.projects.map((node) => node.id)),
      [[third.id, second.id, first.id], [third.id, first.id], []],
    );
  });
});
