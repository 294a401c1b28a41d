import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { RESOURCE_TYPES } from '@creators/contracts';
import { findSchemaDrift } from '@creators/platform';
import { DEMO_USERS } from '@creators/platform/demo/users';
import { DEMO_PROGRAMME_ID, DEMO_TEAM_IDS } from '@creators/platform/demo/ids';
import { DEMO_PROJECTS, DEMO_RESOURCES } from '../demo/demo-showcase.js';
import { DEMO_FEEDBACK } from '../feedback/demo-feedback.js';
import { DEMO_TEAM_MEMBERS } from '../memberships/demo-team-members.js';
import { DEMO_TEAM_MENTORS } from '../memberships/demo-team-mentors.js';
import { seedShowcase } from '../seeding.js';
import { eventually, schemaPath, startTestApp, type TestApp } from './harness.js';

interface ProjectResult {
  id: string;
  title: string;
  teamId: string;
  status: string;
  likes: number;
  createdAt: string;
  team: { __typename: string; id: string } | null;
}

const PROJECT_FIELDS =
  'id title description teamId challengeId status repositoryUrl demoUrl imageUrl likes tags createdAt updatedAt team { __typename id }';
const RESOURCE_FIELDS = 'id title description type url provider difficulty tags duration createdAt';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('showcase subgraph', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('seeds resources, projects and likes once: a second run adds nothing', async () => {
    const likes = DEMO_PROJECTS.reduce((sum, project) => sum + project.likedBy.length, 0);
    const teamMembers = DEMO_TEAM_MEMBERS.reduce((sum, team) => sum + team.userIds.length, 0);
    assert.deepEqual(await seedShowcase(app.prisma), {
      resources: 6,
      projects: 3,
      likes,
      teamProgrammes: DEMO_TEAM_MEMBERS.length,
      teamMembers,
      teamMentors: DEMO_TEAM_MENTORS.length,
      feedback: DEMO_FEEDBACK.length,
    });
    const counts = async () => [
      await app.prisma.resource.count(),
      await app.prisma.project.count(),
      await app.prisma.projectLike.count(),
      await app.prisma.teamProgramme.count(),
    ];
    const afterFirst = await counts();
    // The demo teams and their projects are in the demo programme (docs/product.md §16): its list shows them, and
    // they freeze at its deadline.
    assert.deepEqual(
      (await app.prisma.teamProgramme.findMany({ orderBy: { teamId: 'asc' } })).map((row) => [
        row.teamId,
        row.programmeId,
      ]),
      Object.values(DEMO_TEAM_IDS)
        .sort()
        .map((teamId) => [teamId, DEMO_PROGRAMME_ID]),
    );
    const { body } = await app.graphql<{ projects: { nodes: Array<{ id: string }> } }>(
      `query ($programmeId: ID!) { projects(programmeId: $programmeId) { nodes { id } } }`,
      { variables: { programmeId: DEMO_PROGRAMME_ID } },
    );
    assert.deepEqual(
      new Set(body.data?.projects.nodes.map((project) => project.id)),
      new Set(DEMO_PROJECTS.map((project) => project.id)),
      JSON.stringify(body.errors),
    );
    assert.deepEqual(await seedShowcase(app.prisma), {
      resources: 0,
      projects: 0,
      likes: 0,
      teamProgrammes: 0,
      teamMembers: 0,
      teamMentors: 0,
      feedback: 0,
    });
    assert.deepEqual(await counts(), afterFirst);
    for (const project of await app.prisma.project.findMany({
      include: { _count: { select: { likedBy: true } } },
    })) {
      assert.equal(project.likes, project._count.likedBy, `${project.title}: likes equals its like rows`);
    }
  });

  it('lists the resources newest first, all five types with https URLs', async () => {
    const { status, body } = await app.graphql<{
      resources: { nodes: Array<Record<string, unknown> & { type: string; url: string; createdAt: string }> };
    }>(`{ resources { nodes { ${RESOURCE_FIELDS} } } }`);
    assert.equal(status, 200);
    assert.equal(body.errors, undefined);
    const resources = body.data!.resources.nodes;
    assert.equal(resources.length, DEMO_RESOURCES.length);
    assert.deepEqual(new Set(resources.map((resource) => resource.type)), new Set(RESOURCE_TYPES));
    for (const resource of resources) assert.match(resource.url, /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
    const created = resources.map((resource) => Date.parse(resource.createdAt));
    assert.deepEqual(
      created,
      [...created].sort((a, b) => b - a),
    );
  });

  it('lists only showcased projects, newest first, each with a Team reference', async () => {
    const leader = DEMO_USERS[0]!.id;
    await app.prisma.project.create({
      data: {
        title: 'Still planning',
        description: 'Not shown yet',
        teamId: DEMO_TEAM_IDS.wasteWatchers,
        createdBy: leader,
      },
    });
    const { body } = await app.graphql<{ projects: { nodes: ProjectResult[] } }>(
      `{ projects { nodes { ${PROJECT_FIELDS} } } }`,
    );
    assert.equal(body.errors, undefined);
    const projects = body.data!.projects.nodes;
    assert.equal(projects.length, 3);
    assert.ok(projects.every((project) => project.status === 'showcased'));
    const created = projects.map((project) => Date.parse(project.createdAt));
    assert.deepEqual(
      created,
      [...created].sort((a, b) => b - a),
    );
    for (const project of projects) {
      assert.deepEqual(project.team, { __typename: 'Team', id: project.teamId });
      assert.ok(Object.values(DEMO_TEAM_IDS).includes(project.teamId as never));
      assert.ok(project.likes > 0);
    }
  });

  it('features at most 3 liked projects, recent likes first', async () => {
    const featured = async () =>
      (await app.graphql<{ featuredProjects: ProjectResult[] }>(`{ featuredProjects { id title likes } }`))
        .body.data!.featuredProjects;
    // Seeded: Pill Pal 5 likes, Study Circle 4, Leftover Meter 1, all recent.
    assert.deepEqual(
      (await featured()).map((project) => project.title),
      ['Pill Pal', 'Study Circle', 'Leftover Meter'],
    );

    // Pill Pal's likes become old: recent likes now rank Study Circle first; all-time likes still keep Pill Pal ahead of Leftover Meter.
    const pillPal = DEMO_PROJECTS.find((project) => project.title === 'Pill Pal')!;
    await app.prisma.projectLike.updateMany({
      where: { projectId: pillPal.id },
      data: { createdAt: new Date(Date.now() - 45 * DAY_MS) },
    });
    assert.deepEqual(
      (await featured()).map((project) => project.title),
      ['Study Circle', 'Leftover Meter', 'Pill Pal'],
    );

    // A showcased project nobody liked is not featured, and there are never more than 3.
    const [first] = DEMO_USERS;
    await app.prisma.project.create({
      data: {
        title: 'Unliked',
        description: 'No likes yet',
        teamId: DEMO_TEAM_IDS.studyCircle,
        status: 'showcased',
        createdBy: first!.id,
        views: 10_000,
      },
    });
    const titles = (await featured()).map((project) => project.title);
    assert.equal(titles.length, 3);
    assert.ok(!titles.includes('Unliked'));
  });

  it('refuses a request without a valid gateway signature', async () => {
    const unsigned = await app.graphql(`{ projects { nodes { id } } }`, { unsigned: true });
    assert.equal(unsigned.status, 401);
    assert.equal(unsigned.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    const forged = await app.graphql(`{ resources { nodes { id } } }`, {
      headers: { 'x-gateway-signature': '00'.repeat(32) },
    });
    assert.equal(forged.status, 401);
  });

  it('publishes a federation 2 SDL with Project, and Team and User extended with their projects', async () => {
    const { body } = await app.graphql<{ _service: { sdl: string } }>(`{ _service { sdl } }`);
    const sdl = body.data!._service.sdl;
    assert.match(sdl, /type Project\s+@key\(fields: "id"\)/);
    assert.match(sdl, /type Team\s+@key\(fields: "id"\)\s*\{\s*id: ID!\s*projects: \[Project!\]\s*\}/);
    assert.match(sdl, /type User\s+@key\(fields: "id"\)\s*\{\s*id: ID!\s*projects: \[Project!\]\s*\}/);
    assert.match(sdl, /team: Team\b/);
    assert.match(sdl, /featuredProjects\([^)]*\): \[Project!\]!/);
    assert.match(sdl, /\): ResourceConnection!/);
  });

  it('has a database that matches prisma/schema.prisma', async () => {
    assert.deepEqual(await findSchemaDrift(schemaPath, app.databaseUrl), []);
  });

  it('is live and, with database and NATS up, ready', async () => {
    assert.equal((await fetch(`${app.url}/health/live`)).status, 200);
    await eventually(async () => {
      const response = await fetch(`${app.url}/health/ready`);
      assert.equal(response.status, 200, JSON.stringify(await response.json()));
    });
  });
});
