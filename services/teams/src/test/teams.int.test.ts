import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { EventPayloads } from '@creators/contracts';
import { findSchemaDrift } from '@creators/platform';
import { DEMO_PROGRAMME_ID } from '@creators/platform/demo/ids';
import { DEMO_USERS } from '@creators/platform/demo/users';
import { seedTeams } from '../seeding.js';
import { DEMO_TEAM_IDS, DEMO_TEAMS } from '../teams/demo-teams.js';
import { eventually, schemaPath, startTestApp, type TestApp } from './harness.js';

interface TeamResult {
  id: string;
  name: string;
  description: string | null;
  challengeId: string | null;
  leaderId: string;
  maxMembers: number;
  status: string;
  memberCount: number;
  createdAt: string;
  updatedAt: string;
}

const FIELDS = 'id name description challengeId leaderId maxMembers status memberCount createdAt updatedAt';

describe('teams subgraph', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('seeds the demo teams and members once: a second run adds nothing', async () => {
    const members = DEMO_TEAMS.reduce((sum, team) => sum + team.members.length, 0);
    assert.deepEqual(await seedTeams(app.prisma), {
      teams: 3,
      teamProjects: 3,
      milestones: 3,
      memberships: members,
      meetings: 5,
      mentorProfiles: 2,
      teamMentors: 1,
      mentoringRequests: 1,
    });
    const counts = async () => [
      await app.prisma.team.count(),
      await app.prisma.teamMembership.count(),
      await app.prisma.meeting.count(),
      await app.prisma.mentorProfile.count(),
      await app.prisma.teamMentor.count(),
      await app.prisma.mentoringRequest.count(),
      await app.prisma.outboxEvent.count(),
    ];
    const afterFirst = await counts();
    // The demo teams are in the demo programme (docs/product.md §16), and its cohort view learns their milestones
    // from team.milestones_changed, one per team.
    assert.deepEqual(
      (await app.prisma.team.findMany({ select: { programmeId: true } })).map((team) => team.programmeId),
      DEMO_TEAMS.map(() => DEMO_PROGRAMME_ID),
    );
    const changes = (await app.prisma.outboxEvent.findMany({ where: { name: 'team.milestones_changed' } }))
      .map((row) => row.payload as EventPayloads['team.milestones_changed'])
      .sort((a, b) => a.teamId.localeCompare(b.teamId));
    const teams = await app.prisma.team.findMany({ select: { id: true, name: true, milestones: true } });
    assert.deepEqual(
      changes.map(({ teamId, teamName, programmeId, reached }) => ({
        teamId,
        teamName,
        programmeId,
        reached,
      })),
      DEMO_TEAMS.map((demo) => {
        const team = teams.find((candidate) => candidate.id === demo.id)!;
        return {
          teamId: team.id,
          teamName: team.name,
          programmeId: DEMO_PROGRAMME_ID,
          reached: team.milestones,
        };
      }),
    );
    assert.equal(await app.prisma.outboxEvent.count(), DEMO_TEAMS.length, 'no other event');
    const { body } = await app.graphql<{ teams: { totalCount: number } }>(
      `query ($programmeId: ID!) { teams(programmeId: $programmeId) { totalCount } }`,
      { variables: { programmeId: DEMO_PROGRAMME_ID } },
    );
    assert.equal(body.data?.teams.totalCount, DEMO_TEAMS.length, JSON.stringify(body.errors));
    assert.deepEqual(await seedTeams(app.prisma), {
      teams: 0,
      teamProjects: 0,
      milestones: 0,
      memberships: 0,
      meetings: 0,
      mentorProfiles: 0,
      teamMentors: 0,
      mentoringRequests: 0,
    });
    assert.deepEqual(await counts(), afterFirst);
  });

  it('lists the seeded teams newest first with real member counts', async () => {
    const { status, body } = await app.graphql<{ teams: { nodes: TeamResult[] } }>(
      `{ teams { nodes { ${FIELDS} } } }`,
    );
    assert.equal(status, 200);
    assert.equal(body.errors, undefined);
    const teams = body.data!.teams.nodes;
    assert.equal(teams.length, 3);
    const created = teams.map((team) => Date.parse(team.createdAt));
    assert.deepEqual(
      created,
      [...created].sort((a, b) => b - a),
    );
    assert.deepEqual(teams.map((team) => team.status).sort(), ['active', 'completed', 'forming']);

    const demoIds = new Set(DEMO_USERS.map((user) => user.id));
    for (const team of teams) {
      const memberships = await app.prisma.teamMembership.findMany({ where: { teamId: team.id } });
      assert.equal(team.memberCount, memberships.length, `${team.name}: memberCount counts memberships`);
      assert.ok(demoIds.has(team.leaderId));
      assert.ok(
        memberships.some((membership) => membership.userId === team.leaderId && membership.role === 'leader'),
        `${team.name}: the leader is a member`,
      );
      assert.ok(team.maxMembers >= 2 && team.maxMembers <= 6);
      assert.ok(team.memberCount <= team.maxMembers);
    }
    const forming = teams.find((team) => team.status === 'forming')!;
    assert.ok(forming.memberCount < forming.maxMembers, 'the forming team has a free place');
  });

  it('derives the seeded teams’ milestones and progress from their real state', async () => {
    const { body } = await app.graphql<{
      teams: {
        nodes: Array<{ id: string; progress: number; milestones: Array<{ key: string; done: boolean }> }>;
      };
    }>(`{ teams { nodes { id progress milestones { key done } } } }`);
    const byId = new Map(body.data!.teams.nodes.map((team) => [team.id, team]));
    const reached = (id: string) =>
      byId
        .get(id)!
        .milestones.filter((milestone) => milestone.done)
        .map((milestone) => milestone.key);
    // Every team lists the five milestones in order, reached or not.
    for (const team of byId.values())
      assert.deepEqual(
        team.milestones.map((milestone) => milestone.key),
        ['members', 'challenge', 'mentorMeeting', 'project', 'submitted'],
      );
    // Waste Watchers: two members, a challenge, the held meeting with their mentor Jonas, a showcased project.
    assert.deepEqual(reached(DEMO_TEAM_IDS.wasteWatchers), [
      'members',
      'challenge',
      'mentorMeeting',
      'project',
      'submitted',
    ]);
    assert.equal(byId.get(DEMO_TEAM_IDS.wasteWatchers)!.progress, 100);
    // The other two have had no meeting with a mentor.
    for (const id of [DEMO_TEAM_IDS.studyCircle, DEMO_TEAM_IDS.careReminders]) {
      assert.deepEqual(reached(id), ['members', 'challenge', 'project', 'submitted']);
      assert.equal(byId.get(id)!.progress, 80);
    }
  });

  it('lists the demo meetings of a demo user’s teams, upcoming first', async () => {
    const leon = DEMO_USERS.find((user) => user.firstName === 'Leon')!;
    const { body } = await app.graphql<{
      myMeetings: { nodes: Array<{ title: string; scheduledAt: string }> };
    }>(`{ myMeetings { nodes { title scheduledAt } } }`, { user: { id: leon.id, role: 'student' } });
    // Leon leads Waste Watchers (mentored by Jonas) and is a member of Care Reminders.
    assert.deepEqual(
      body.data!.myMeetings.nodes.map((meeting) => meeting.title),
      ['Weekly stand-up', 'Dashboard review with Jonas', 'Kick-off with our mentor', 'Project retrospective'],
    );
    // Jonas sees Waste Watchers' meetings as its mentor, besides Study Circle's as a member.
    const jonas = DEMO_USERS.find((user) => user.firstName === 'Jonas')!;
    const mentorView = await app.graphql<{ myMeetings: { nodes: Array<{ title: string }> } }>(
      `{ myMeetings { nodes { title } } }`,
      { user: { id: jonas.id, role: 'mentor' } },
    );
    assert.deepEqual(
      mentorView.body.data!.myMeetings.nodes.map((meeting) => meeting.title),
      [
        'Weekly stand-up',
        'Prototype review with a mentor',
        'Dashboard review with Jonas',
        'Kick-off with our mentor',
      ],
    );
  });

  it('answers one team by id, and null for an unknown or malformed id', async () => {
    const query = `query ($id: ID!) { team(id: $id) { id name description memberCount } }`;
    const found = await app.graphql<{ team: TeamResult | null }>(query, {
      variables: { id: DEMO_TEAM_IDS.careReminders },
    });
    assert.equal(found.body.data?.team?.name, 'Care Reminders');
    assert.equal(found.body.data?.team?.description, null);
    assert.equal(found.body.data?.team?.memberCount, 3);
    for (const id of ['00000000-0000-4000-8000-00000000ffff', 'nope']) {
      assert.deepEqual((await app.graphql(query, { variables: { id } })).body, { data: { team: null } });
    }
  });

  it('resolves Team entity references (as the router does for a project team)', async () => {
    const { body } = await app.graphql<{
      _entities: Array<{ id: string; name: string; memberCount: number } | null>;
    }>(
      `query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on Team { id name memberCount } } }`,
      {
        variables: {
          representations: [
            { __typename: 'Team', id: DEMO_TEAM_IDS.studyCircle },
            { __typename: 'Team', id: '00000000-0000-4000-8000-00000000ffff' },
          ],
        },
      },
    );
    assert.equal(body.errors, undefined);
    assert.deepEqual(body.data?._entities, [
      { id: DEMO_TEAM_IDS.studyCircle, name: 'Study Circle', memberCount: 3 },
      null,
    ]);
  });

  it('keeps maxMembers between 2 and 6 in the database', async () => {
    const leaderId = DEMO_USERS[0]!.id;
    for (const maxMembers of [1, 7]) {
      await assert.rejects(
        app.prisma.team.create({ data: { name: `Too ${maxMembers}`, leaderId, maxMembers } }),
        /between 2 and 6|check_violation|23514/,
      );
    }
    const ok = await app.prisma.team.create({ data: { name: 'Six of us', leaderId, maxMembers: 6 } });
    assert.equal(ok.status, 'forming');
    await app.prisma.team.delete({ where: { id: ok.id } });
  });

  it('refuses a request without a valid gateway signature', async () => {
    const unsigned = await app.graphql(`{ teams { id } }`, { unsigned: true });
    assert.equal(unsigned.status, 401);
    assert.equal(unsigned.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    const forged = await app.graphql(`{ teams { id } }`, {
      headers: { 'x-gateway-signature': '00'.repeat(32) },
    });
    assert.equal(forged.status, 401);
  });

  it('publishes a federation 2 SDL with the Team entity', async () => {
    const { body } = await app.graphql<{ _service: { sdl: string } }>(`{ _service { sdl } }`);
    const sdl = body.data!._service.sdl;
    assert.match(sdl, /type Team\s+@key\(fields: "id"\)/);
    assert.match(sdl, /memberCount: Int!/);
    assert.match(sdl, /teams\([^)]*status: String[^)]*\): TeamConnection!/);
    assert.match(sdl, /team\(id: ID!\): Team/);
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
