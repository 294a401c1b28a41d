import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { startTestApp, type TestApp } from './harness.js';
import { newUser, ok, teamClient, type User } from './team-client.js';

/** A team's coming meetings on its page (docs/product.md §11.1): members see them, nobody else. */
describe('teams: a team page’s meetings', () => {
  let app: TestApp;
  const teams = teamClient(() => app);

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const meetingsOf = async (teamId: string, user: User | null) =>
    ok(
      await app.graphql<{ team: { meetings: { title: string }[] } }>(
        `query ($id: ID!) { team(id: $id) { meetings { title scheduledAt } } }`,
        { user, variables: { id: teamId } },
      ),
    ).meetings.map((meeting) => meeting.title);

  it('lists the meetings not over yet, soonest first, to members only, on a page and in a list', async () => {
    const leader = newUser();
    const member = newUser();
    const team = await teams.createTeam(leader, { maxMembers: 4 });
    ok(await teams.join(member, team.id));
    const other = await teams.createTeam(newUser());
    const hour = 60 * 60_000;
    const at = (offset: number) => new Date(Date.now() + offset);
    await app.prisma.meeting.createMany({
      data: [
        { title: 'Kick-off', teamId: team.id, hostId: leader.id, scheduledAt: at(-3 * hour), duration: 60 },
        {
          title: 'Running now',
          teamId: team.id,
          hostId: leader.id,
          scheduledAt: at(-10 * 60_000),
          duration: 60,
        },
        { title: 'Demo day', teamId: team.id, hostId: leader.id, scheduledAt: at(48 * hour) },
        { title: 'Planning', teamId: team.id, hostId: leader.id, scheduledAt: at(2 * hour) },
        { title: 'Elsewhere', teamId: other.id, hostId: leader.id, scheduledAt: at(hour) },
      ],
    });
    assert.deepEqual(await meetingsOf(team.id, member), ['Running now', 'Planning', 'Demo day']);
    assert.deepEqual(await meetingsOf(team.id, leader), ['Running now', 'Planning', 'Demo day']);
    assert.deepEqual(await meetingsOf(team.id, newUser()), [], 'not a member');
    assert.deepEqual(await meetingsOf(team.id, null), [], 'signed out');

    const list = ok(
      await app.graphql<{ teams: { nodes: { id: string; meetings: { title: string }[] }[] } }>(
        `{ teams(first: 50) { nodes { id meetings { title } } } }`,
        { user: leader },
      ),
    );
    const byId = new Map(list.nodes.map((node) => [node.id, node.meetings.map((m) => m.title)]));
    assert.deepEqual(byId.get(team.id), ['Running now', 'Planning', 'Demo day']);
    assert.deepEqual(byId.get(other.id), [], 'the leader of one team is not a member of the other');
  });
});
