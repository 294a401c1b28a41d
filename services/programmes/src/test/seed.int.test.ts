import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { eventSubject, type EventEnvelope } from '@creators/contracts';
import { DEMO_PROGRAMME_ID, DEMO_TEAM_IDS } from '@creators/platform/demo/ids';
import { DEMO_TEAM_PEOPLE } from '@creators/platform/demo/teams';
import { encodeEnvelope } from '@creators/platform/events/envelope';
import { createTestStream, type TestStream } from '@creators/platform/events/testing/test-nats';
import { describeSeedRules } from '@creators/platform/testing/seed-rules';
import { DEMO_ORGANISER } from '../demo/demo-programme.js';
import { runProgrammesSeed, seedProgrammes } from '../seeding.js';
import { eventually, serviceDir, startTestApp, type TestApp } from './harness.js';

describeSeedRules({ seed: runProgrammesSeed, serviceDir, table: 'programmes', demoRows: 1 });

// The demo programme's cohort view (docs/product.md §16.5) shows the demo teams, which the teams seed makes without
// the events that fill the roster; their milestones then come with the team.milestones_changed it records.
describe('the demo programme seed', () => {
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

  const organiser = { id: DEMO_ORGANISER, role: 'creator' };
  type TeamNode = {
    id: string;
    name: string;
    leaderId: string;
    memberIds: string[];
    mentorIds: string[];
    progress: number;
    milestones: { key: string; done: boolean }[];
    projectTitle: string | null;
  };
  const programmeTeams = async () => {
    const { body } = await app.graphql<{ programmeTeams: { nodes: TeamNode[]; totalCount: number } }>(
      `query ($programmeId: ID!) { programmeTeams(programmeId: $programmeId) {
        nodes { id name leaderId memberIds mentorIds progress milestones { key done } projectTitle } totalCount } }`,
      { user: organiser, variables: { programmeId: DEMO_PROGRAMME_ID } },
    );
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    return body.data!.programmeTeams;
  };

  it('writes the roster of the demo teams with their members once: a second run writes nothing', async () => {
    const members = DEMO_TEAM_PEOPLE.reduce((sum, team) => sum + team.people.length, 0);
    assert.deepEqual(await seedProgrammes(app.prisma), {
      programmes: 1,
      rosterTeams: DEMO_TEAM_PEOPLE.length,
      rosterMembers: members,
    });
    const counts = async () => [
      await app.prisma.programme.count(),
      await app.prisma.rosterTeam.count(),
      await app.prisma.rosterTeamMember.count(),
      await app.prisma.outboxEvent.count(),
    ];
    const afterFirst = await counts();
    assert.deepEqual(await seedProgrammes(app.prisma), { programmes: 0, rosterTeams: 0, rosterMembers: 0 });
    assert.deepEqual(await counts(), afterFirst);

    const teams = await programmeTeams();
    assert.equal(teams.totalCount, DEMO_TEAM_PEOPLE.length);
    assert.deepEqual(
      teams.nodes
        .map(({ id, name, leaderId, memberIds, mentorIds, progress, projectTitle }) => ({
          id,
          name,
          leaderId,
          memberIds: [...memberIds].sort(),
          mentorIds,
          progress,
          projectTitle,
        }))
        .sort((a, b) => a.id.localeCompare(b.id)),
      DEMO_TEAM_PEOPLE.map((team) => ({
        id: team.id,
        name: team.name,
        leaderId: team.people[0],
        memberIds: [...team.people].sort(),
        mentorIds: team.mentors.map((mentor) => mentor.mentorId),
        // Milestones come from the teams seed's team.milestones_changed.
        progress: 0,
        projectTitle: team.project?.title ?? null,
      })).sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it("applies the teams seed's team.milestones_changed to the seeded roster", async () => {
    const envelope: EventEnvelope<'team.milestones_changed'> = {
      id: randomUUID(),
      name: 'team.milestones_changed',
      occurredAt: new Date().toISOString(),
      payload: {
        teamId: DEMO_TEAM_IDS.wasteWatchers,
        teamName: 'Waste Watchers',
        programmeId: DEMO_PROGRAMME_ID,
        reached: ['members', 'challenge', 'mentorMeeting', 'project', 'submitted'],
        progress: 100,
        changedAt: new Date().toISOString(),
      },
    };
    stream.nc.publish(eventSubject(envelope.name, stream.subjectPrefix), encodeEnvelope(envelope));
    await stream.nc.flush();
    await eventually(async () => {
      const team = (await programmeTeams()).nodes.find((node) => node.id === DEMO_TEAM_IDS.wasteWatchers)!;
      assert.equal(team.progress, 100);
      assert.ok(team.milestones.every((milestone) => milestone.done));
    });
  });
});
