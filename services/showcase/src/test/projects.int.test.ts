import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { translate } from '@creators/texts';
import { createTestStream, type TestStream } from '@creators/platform/events/testing/test-nats';
import { eventually, startTestApp, type TestApp } from './harness.js';
import { TEAM_MEMBERS_CONSUMER } from '../memberships/team-members.events.js';
import { envelope, teamEventsOn } from './team-events.js';

const PROJECT_FIELDS =
  'id title teamId status likes likedByMe views createdBy createdAt updatedAt team { id }';

interface ProjectResult {
  id: string;
  title: string;
  teamId: string;
  status: string;
  likes: number;
  likedByMe: boolean;
  views: number;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

type GraphQLError = { message: string; extensions?: { code?: string; fields?: Record<string, string> } };

const CREATE_PROJECT = `mutation ($input: CreateProjectInput!) { createProject(input: $input) { ${PROJECT_FIELDS} } }`;
const LIKE = `mutation ($id: ID!) { likeProject(id: $id) { ${PROJECT_FIELDS} } }`;
const VIEW = `mutation ($id: ID!) { recordProjectView(id: $id) { ${PROJECT_FIELDS} } }`;
const CREATE_RESOURCE = `mutation ($input: CreateResourceInput!) { createResource(input: $input) { id title type url difficulty createdAt } }`;

const person = () => ({ id: randomUUID(), role: 'student' });

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

const projectInput = (teamId: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Rack Map',
  description: 'Shows where the free bike racks are around campus, live.',
  teamId,
  repositoryUrl: 'https://github.com/example/rack-map',
  demoUrl: 'https://rack-map.example.test',
  ...overrides,
});

/** A showcased project of a fresh team whose leader (returned) is a member. */
async function showcasedProject(
  title = 'Likeable',
): Promise<{ project: ProjectResult; owner: { id: string; role: string } }> {
  const owner = person();
  const teamId = randomUUID();
  await app.prisma.teamMember.create({ data: { teamId, userId: owner.id } });
  const { body } = await app.graphql<{ createProject: ProjectResult }>(CREATE_PROJECT, {
    variables: { input: projectInput(teamId, { title }) },
    user: owner,
  });
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return { project: body.data!.createProject, owner };
}

const likeRows = (projectId: string) => app.prisma.projectLike.count({ where: { projectId } });
const likesOf = async (projectId: string) =>
  (await app.prisma.project.findUniqueOrThrow({ where: { id: projectId } })).likes;
const outbox = async (name: string, projectId: string) =>
  (
    await app.prisma.outboxEvent.findMany({
      where: { name },
      orderBy: [{ occurredAt: 'asc' }, { id: 'asc' }],
    })
  ).filter((row) => (row.payload as { projectId?: string }).projectId === projectId);

describe('showcasing a project', () => {
  it('is refused for a team the caller does not belong to, allowed once team.member_joined arrived', async () => {
    const leader = person();
    const joiner = person();
    const teamId = randomUUID();

    const refused = await app.graphql<{ createProject: ProjectResult }>(CREATE_PROJECT, {
      variables: { input: projectInput(teamId) },
      user: joiner,
    });
    const error = refused.body.errors?.[0] as GraphQLError;
    assert.equal(error.extensions?.code, 'FORBIDDEN');
    assert.equal(error.message, translate('error.team.notMember', 'en'));
    assert.equal(await app.prisma.project.count({ where: { teamId } }), 0);
    assert.equal((await app.prisma.outboxEvent.findMany({ where: { name: 'project.showcased' } })).length, 0);

    await publish(
      envelope('team.created', { teamId, name: 'Rack Pack', leaderId: leader.id, challengeId: null }),
      envelope('team.member_joined', {
        teamId,
        teamName: 'Rack Pack',
        userId: joiner.id,
        leaderId: leader.id,
      }),
    );
    await membersConsumed();
    assert.deepEqual(
      (await app.prisma.teamMember.findMany({ where: { teamId } })).map((row) => row.userId).sort(),
      [leader.id, joiner.id].sort(),
    );

    const created = await app.graphql<{ createProject: ProjectResult }>(CREATE_PROJECT, {
      variables: { input: projectInput(teamId) },
      user: joiner,
    });
    assert.equal(created.body.errors, undefined, JSON.stringify(created.body.errors));
    const project = created.body.data!.createProject;
    assert.equal(project.status, 'showcased');
    assert.equal(project.teamId, teamId);
    assert.equal(project.createdBy, joiner.id);
    assert.deepEqual([project.likes, project.likedByMe, project.views], [0, false, 0]);

    const [showcased] = await outbox('project.showcased', project.id);
    assert.deepEqual(showcased?.payload, {
      projectId: project.id,
      title: 'Rack Map',
      teamId,
      createdBy: joiner.id,
      status: 'showcased',
    });

    // The leader (from team.created) may showcase too; the list shows the newest first.
    const byLeader = await app.graphql<{ createProject: ProjectResult }>(CREATE_PROJECT, {
      variables: { input: projectInput(teamId, { title: 'Rack Map 2' }) },
      user: leader,
    });
    assert.equal(byLeader.body.errors, undefined);
    const { body } = await app.graphql<{ projects: { nodes: ProjectResult[] } }>(
      `{ projects { nodes { id title } } }`,
    );
    assert.deepEqual(
      body.data!.projects.nodes.slice(0, 2).map((listed) => listed.title),
      ['Rack Map 2', 'Rack Map'],
    );
  });

  it('handles a membership event once however often it is delivered', async () => {
    const teamId = randomUUID();
    const joined = envelope('team.member_joined', {
      teamId,
      teamName: 'Twice',
      userId: randomUUID(),
      leaderId: randomUUID(),
    });
    await publish(joined, joined);
    await membersConsumed();
    assert.equal(await app.prisma.teamMember.count({ where: { teamId } }), 2);
    assert.equal(
      await app.prisma.processedEvent.count({
        where: { consumer: TEAM_MEMBERS_CONSUMER, eventId: joined.id },
      }),
      1,
    );
  });

  it('needs a signed-in user and valid input (links only http(s)), in the caller’s language', async () => {
    const signedOut = await app.graphql(CREATE_PROJECT, { variables: { input: projectInput(randomUUID()) } });
    assert.equal((signedOut.body.errors?.[0] as GraphQLError).extensions?.code, 'UNAUTHENTICATED');

    const { owner, project } = await showcasedProject('Valid');
    const bad = await app.graphql(CREATE_PROJECT, {
      variables: { input: projectInput(project.teamId, { demoUrl: 'javascript:alert(1)' }) },
      user: owner,
      context: { locale: 'de' },
    });
    const error = bad.body.errors?.[0] as GraphQLError;
    assert.equal(error.extensions?.code, 'BAD_USER_INPUT');
    assert.equal(error.extensions?.fields?.demoUrl, translate('validation.url.invalid', 'de'));
  });
});

describe('likes', () => {
  it('toggles the caller’s like and reports the exact count, likedByMe and project.liked', async () => {
    const { project, owner } = await showcasedProject('Toggle');
    const fan = person();

    const like = async (user: { id: string; role: string }) => {
      const { body } = await app.graphql<{ likeProject: ProjectResult }>(LIKE, {
        variables: { id: project.id },
        user,
      });
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      return body.data!.likeProject;
    };
    const first = await like(fan);
    assert.deepEqual([first.likes, first.likedByMe], [1, true]);
    const list = async (user?: { id: string; role: string }) =>
      (
        await app.graphql<{ projects: { nodes: ProjectResult[] } }>(
          `{ projects(first: 100) { nodes { id likes likedByMe } } }`,
          { user },
        )
      ).body.data!.projects.nodes.find((listed) => listed.id === project.id)!;
    assert.deepEqual(await list(fan), { id: project.id, likes: 1, likedByMe: true });
    assert.deepEqual(await list(owner), { id: project.id, likes: 1, likedByMe: false });
    assert.deepEqual(await list(), { id: project.id, likes: 1, likedByMe: false });

    const second = await like(fan);
    assert.deepEqual([second.likes, second.likedByMe], [0, false]);
    assert.equal(await likeRows(project.id), 0);
    // A like is not an edit: the "Recent" order (updatedAt) stays as it was.
    assert.equal(second.updatedAt, project.updatedAt);

    const events = (await outbox('project.liked', project.id)).map((row) => row.payload);
    assert.deepEqual(events, [
      {
        projectId: project.id,
        title: 'Toggle',
        likedBy: fan.id,
        ownerIds: [owner.id],
        likes: 1,
        likesFromOthers: 1,
        liked: true,
      },
      {
        projectId: project.id,
        title: 'Toggle',
        likedBy: fan.id,
        ownerIds: [owner.id],
        likes: 0,
        likesFromOthers: 0,
        liked: false,
      },
    ]);
  });

  it('counts the owner’s own like on the project, but not in likesFromOthers (what badges go by)', async () => {
    const { project, owner } = await showcasedProject('Own like');
    const fan = person();
    for (const user of [owner, fan]) {
      const { body } = await app.graphql(LIKE, { variables: { id: project.id }, user });
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    }
    assert.equal(await likesOf(project.id), 2);
    const events = (await outbox('project.liked', project.id)).map((row) => row.payload);
    assert.deepEqual(
      events.map((payload) => {
        const { likedBy, likes, likesFromOthers } = payload as Record<string, unknown>;
        return [likedBy, likes, likesFromOthers];
      }),
      [
        [owner.id, 1, 0],
        [fan.id, 2, 1],
      ],
    );
  });

  it('counts 20 people liking at once exactly', async () => {
    const { project } = await showcasedProject('Popular');
    const fans = Array.from({ length: 20 }, person);
    const results = await Promise.all(
      fans.map((user) =>
        app.graphql<{ likeProject: ProjectResult }>(LIKE, { variables: { id: project.id }, user }),
      ),
    );
    for (const { body } of results) {
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      assert.equal(body.data!.likeProject.likedByMe, true);
    }
    assert.equal(await likesOf(project.id), 20);
    assert.equal(await likeRows(project.id), 20);
    // Each answer saw a distinct count: the likes were applied one after another.
    assert.deepEqual(
      results.map(({ body }) => body.data!.likeProject.likes).sort((a, b) => a - b),
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const events = (await outbox('project.liked', project.id)).map((row) => row.payload as { likes: number });
    assert.equal(events.length, 20);
  });

  it('keeps one like at most when one person clicks 10 times at once, the count equal to the rows', async () => {
    const { project } = await showcasedProject('Clicked');
    const clicker = person();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.graphql<{ likeProject: ProjectResult }>(LIKE, { variables: { id: project.id }, user: clicker }),
      ),
    );
    for (const { body } of results) assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    const rows = await likeRows(project.id);
    assert.ok(rows === 0 || rows === 1, `rows: ${rows}`);
    assert.equal(await likesOf(project.id), rows);
  });

  it('answers NOT_FOUND for an unknown project, translated', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const { body } = await app.graphql(LIKE, {
        variables: { id },
        user: person(),
        context: { locale: 'de' },
      });
      const error = body.errors?.[0] as GraphQLError;
      assert.equal(error.extensions?.code, 'NOT_FOUND');
      assert.equal(error.message, translate('error.project.notFound', 'de'));
    }
    const signedOut = await app.graphql(LIKE, { variables: { id: randomUUID() } });
    assert.equal((signedOut.body.errors?.[0] as GraphQLError).extensions?.code, 'UNAUTHENTICATED');
  });
});

describe('views', () => {
  it('counts a view once per person, project and day', async () => {
    const { project } = await showcasedProject('Viewed');
    const [a, b] = [person(), person()];
    const view = async (user: { id: string; role: string }) => {
      const { body } = await app.graphql<{ recordProjectView: ProjectResult }>(VIEW, {
        variables: { id: project.id },
        user,
      });
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      return body.data!.recordProjectView.views;
    };
    assert.equal(await view(a), 1);
    assert.equal(await view(a), 1);
    await Promise.all(Array.from({ length: 5 }, () => view(b)));
    assert.equal(await view(b), 2);

    // The next day the same person counts again.
    await app.prisma
      .$executeRaw`UPDATE project_views SET day = day - 1 WHERE project_id = ${project.id}::uuid AND user_id = ${a.id}::uuid`;
    assert.equal(await view(a), 3);
    assert.equal(await app.prisma.projectView.count({ where: { projectId: project.id } }), 3);

    const missing = await app.graphql(VIEW, { variables: { id: randomUUID() }, user: a });
    assert.equal((missing.body.errors?.[0] as GraphQLError).extensions?.code, 'NOT_FOUND');
  });
});

describe('showcase stats', () => {
  it('counts showcased projects, their likes and views and distinct teams', async () => {
    const { project, owner } = await showcasedProject('Stats');
    // A second project of the same team, and one still in planning (not counted).
    await app.graphql(CREATE_PROJECT, {
      variables: { input: projectInput(project.teamId, { title: 'Stats 2' }) },
      user: owner,
    });
    await app.prisma.project.create({
      data: {
        title: 'Planning',
        description: 'Not yet',
        teamId: randomUUID(),
        createdBy: owner.id,
        likes: 50,
        views: 50,
      },
    });
    await app.graphql(LIKE, { variables: { id: project.id }, user: person() });
    await app.graphql(VIEW, { variables: { id: project.id }, user: person() });

    const showcased = await app.prisma.project.findMany({ where: { status: 'showcased' } });
    const expected = {
      projects: showcased.length,
      totalLikes: showcased.reduce((sum, row) => sum + row.likes, 0),
      views: showcased.reduce((sum, row) => sum + row.views, 0),
      teams: new Set(showcased.map((row) => row.teamId)).size,
    };
    const { body } = await app.graphql<{ showcaseStats: typeof expected }>(
      `{ showcaseStats { projects totalLikes views teams } }`,
    );
    assert.equal(body.errors, undefined);
    assert.deepEqual(body.data!.showcaseStats, expected);
    assert.ok(expected.totalLikes >= 1 && expected.views >= 1);
  });
});

describe('resources', () => {
  it('adds a resource, listed first', async () => {
    const { body } = await app.graphql<{ createResource: { id: string; type: string; difficulty: string } }>(
      CREATE_RESOURCE,
      {
        variables: {
          input: {
            title: 'Design Thinking 101',
            url: 'https://example.test/design-thinking',
            duration: '45 min',
          },
        },
        user: person(),
      },
    );
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    assert.deepEqual(
      [body.data!.createResource.type, body.data!.createResource.difficulty],
      ['article', 'beginner'],
    );
    const list = await app.graphql<{ resources: { nodes: Array<{ id: string }> } }>(
      `{ resources { nodes { id } } }`,
    );
    assert.equal(list.body.data!.resources.nodes[0]!.id, body.data!.createResource.id);
  });

  for (const locale of ['en', 'de'] as const) {
    it(`refuses a javascript: URL with the translated message (${locale})`, async () => {
      const before = await app.prisma.resource.count();
      const { body } = await app.graphql(CREATE_RESOURCE, {
        variables: { input: { title: 'Sneaky', url: 'javascript:alert(document.cookie)' } },
        user: person(),
        context: { locale },
      });
      const error = body.errors?.[0] as GraphQLError;
      assert.equal(error.extensions?.code, 'BAD_USER_INPUT');
      assert.equal(error.message, translate('validation.url.invalid', locale));
      assert.equal(error.extensions?.fields?.url, translate('validation.url.invalid', locale));
      assert.equal(await app.prisma.resource.count(), before);
    });
  }

  it('needs a signed-in user', async () => {
    const { body } = await app.graphql(CREATE_RESOURCE, {
      variables: { input: { title: 'Anon', url: 'https://example.test' } },
    });
    assert.equal((body.errors?.[0] as GraphQLError).extensions?.code, 'UNAUTHENTICATED');
  });
});

describe('schema', () => {
  it('publishes the contract fields', async () => {
    await eventually(async () => {
      const { body } = await app.graphql<{ _service: { sdl: string } }>(`{ _service { sdl } }`);
      const sdl = body.data!._service.sdl;
      for (const field of [
        'likedByMe: Boolean!',
        'views: Int!',
        'createdBy: ID!',
        'showcaseStats: ShowcaseStats!',
        'createProject(input: CreateProjectInput!): Project!',
        'likeProject(id: ID!): Project!',
        'recordProjectView(id: ID!): Project!',
        'createResource(input: CreateResourceInput!): Resource!',
        'project(id: ID!): Project',
        'updateProject(id: ID!, input: UpdateProjectInput!): Project!',
        'removeProject(id: ID!): Boolean!',
        'updateResource(id: ID!, input: UpdateResourceInput!): Resource!',
        'removeResource(id: ID!): Boolean!',
        'canEdit: Boolean!',
        'editedAt: DateTime',
        'projects: [Project!]',
      ])
        assert.ok(sdl.includes(field), `SDL has ${field}`);
    });
  });
});
