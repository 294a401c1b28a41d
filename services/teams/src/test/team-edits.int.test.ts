import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { translate } from '@creators/texts';
import { startTestApp, type TestApp } from './harness.js';
import { newUser, ok, refused, teamClient, type TeamResult } from './team-client.js';

/** The leader edits a team (docs/product.md, owners change what they made); a team's and a person's lists. */
describe('teams: editing a team', () => {
  let app: TestApp;
  const teams = teamClient(() => app);

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const outboxCount = () => app.prisma.outboxEvent.count({ where: { name: 'team.updated' } });

  it('lets the leader change every field; editedAt, updatedAt and canManage follow; records team.updated', async () => {
    const leader = newUser();
    const team = await teams.createTeam(leader, { description: 'Old', maxMembers: 3 });
    assert.equal(team.editedAt, null);
    assert.equal(team.canManage, true);
    assert.equal(team.openSeats, 2);
    // A status move alone, or a field set to what it was, is no edit of the content.
    const moved = ok(
      await teams.update(leader, team.id, {
        expectedUpdatedAt: team.updatedAt,
        status: 'completed',
        description: 'Old',
      }),
    );
    assert.equal(moved.status, 'completed');
    assert.equal(moved.editedAt, null);
    const challengeId = randomUUID();
    const before = await outboxCount();
    const edited = ok(
      await teams.update(leader, team.id, {
        expectedUpdatedAt: moved.updatedAt,
        name: '  Night Owls  ',
        description: 'We build things at night',
        maxMembers: 5,
        challengeId,
        status: 'active',
      }),
    );
    assert.equal(edited.name, 'Night Owls');
    assert.equal(edited.description, 'We build things at night');
    assert.equal(edited.maxMembers, 5);
    assert.equal(edited.openSeats, 4);
    assert.equal(edited.challengeId, challengeId);
    assert.equal(edited.status, 'active');
    assert.notEqual(edited.editedAt, null);
    assert.notEqual(edited.updatedAt, team.updatedAt);
    assert.equal(await outboxCount(), before + 1);
    const event = await app.prisma.outboxEvent.findFirstOrThrow({
      where: { name: 'team.updated' },
      orderBy: { occurredAt: 'desc' },
    });
    assert.deepEqual(event.payload, {
      teamId: team.id,
      name: 'Night Owls',
      leaderId: leader.id,
      status: 'active',
      challengeId,
      maxMembers: 5,
      updatedAt: edited.updatedAt,
    });

    // Empty text clears the description and the challenge; back to forming with open seats is fine.
    const cleared = ok(
      await teams.update(leader, team.id, {
        expectedUpdatedAt: edited.updatedAt,
        description: '',
        challengeId: '',
        status: 'forming',
      }),
    );
    assert.equal(cleared.description, null);
    assert.equal(cleared.challengeId, null);
    assert.equal(cleared.status, 'forming');
    assert.equal(cleared.name, 'Night Owls');

    // Others see canManage false.
    assert.equal((await teams.team(team.id, newUser()))!.canManage, false);
    assert.equal((await teams.team(team.id, null))!.canManage, false);
  });

  it('refuses another person, a member, the signed out, a stale edit and bad input, writing nothing', async () => {
    const leader = newUser();
    const member = newUser();
    const team = await teams.createTeam(leader, { maxMembers: 4 });
    ok(await teams.join(member, team.id));
    const current = (await teams.team(team.id))!;
    const before = await outboxCount();
    const input = { expectedUpdatedAt: current.updatedAt, name: 'Taken over' };

    refused(await teams.update(newUser(), team.id, input), 'FORBIDDEN', 'error.team.notLeaderEdit');
    const asMember = await app.graphql(
      `mutation ($id: ID!, $input: UpdateTeamInput!) { updateTeam(id: $id, input: $input) { id } }`,
      { user: member, context: { locale: 'de' }, variables: { id: team.id, input } },
    );
    refused(asMember, 'FORBIDDEN', 'error.team.notLeaderEdit');
    assert.equal(asMember.body.errors![0]!.message, translate('error.team.notLeaderEdit', 'de'));
    refused(await teams.update(null, team.id, input), 'UNAUTHENTICATED');
    refused(await teams.update(leader, randomUUID(), input), 'NOT_FOUND', 'error.team.notFound');
    refused(await teams.update(leader, 'not-a-uuid', input), 'NOT_FOUND', 'error.team.notFound');

    // Stale: the version loaded before the last change.
    const stale = await teams.update(leader, team.id, {
      ...input,
      expectedUpdatedAt: new Date(Date.parse(current.updatedAt) - 1).toISOString(),
    });
    refused(stale, 'CONFLICT', 'error.edit.stale');
    assert.equal(stale.body.errors![0]!.message, translate('error.edit.stale', 'en'));

    const bad = await teams.update(leader, team.id, {
      expectedUpdatedAt: 'yesterday',
      name: 'x',
      maxMembers: 9,
      status: 'done' as never,
      challengeId: 'nope',
    });
    refused(bad, 'BAD_USER_INPUT');
    assert.deepEqual(bad.body.errors![0]!.extensions!.fields, {
      expectedUpdatedAt: translate('validation.edit.version', 'en'),
      name: translate('validation.team.name', 'en'),
      maxMembers: translate('validation.team.maxMembers', 'en'),
      status: translate('validation.status.invalid', 'en'),
      challengeId: translate('validation.id.invalid', 'en'),
    });
    refused(await teams.update(leader, team.id, { name: 'No version' }), 'BAD_USER_INPUT');
    // Not a field of the input (the leader is handed over with transferTeamLead).
    refused(await teams.update(leader, team.id, { ...input, leaderId: newUser().id }), 'BAD_USER_INPUT');

    const after = (await teams.team(team.id))!;
    assert.equal(after.name, current.name);
    assert.equal(after.updatedAt, current.updatedAt);
    assert.equal(after.editedAt, null);
    assert.equal(await outboxCount(), before);
  });

  it('keeps maxMembers at least the member count, and forming only with open seats', async () => {
    const leader = newUser();
    const team = await teams.createTeam(leader, { maxMembers: 4 });
    ok(await teams.join(newUser(), team.id));
    ok(await teams.join(newUser(), team.id));
    let current = (await teams.team(team.id))!;

    refused(
      await teams.update(leader, team.id, { expectedUpdatedAt: current.updatedAt, maxMembers: 2 }),
      'CONFLICT',
      'error.team.sizeBelowMembers',
    );
    // Exactly the member count: full, so a forming team moves on to active (as a join that fills it does).
    current = ok(
      await teams.update(leader, team.id, { expectedUpdatedAt: current.updatedAt, maxMembers: 3 }),
    );
    assert.equal(current.status, 'active');
    assert.equal(current.openSeats, 0);
    refused(
      await teams.update(leader, team.id, { expectedUpdatedAt: current.updatedAt, status: 'forming' }),
      'CONFLICT',
      'error.team.noOpenSeats',
    );
    refused(
      await teams.update(leader, team.id, {
        expectedUpdatedAt: current.updatedAt,
        maxMembers: 3,
        status: 'forming',
      }),
      'CONFLICT',
      'error.team.noOpenSeats',
    );
    current = ok(
      await teams.update(leader, team.id, {
        expectedUpdatedAt: current.updatedAt,
        maxMembers: 4,
        status: 'forming',
      }),
    );
    assert.equal(current.status, 'forming');
    assert.equal(current.openSeats, 1);
    current = ok(
      await teams.update(leader, team.id, { expectedUpdatedAt: current.updatedAt, status: 'completed' }),
    );
    assert.equal(current.status, 'completed');
    assert.equal((await app.prisma.team.findUniqueOrThrow({ where: { id: team.id } })).maxMembers, 4);
  });

  it('lists the teams of a challenge, newest first and paged, and the teams of a person', async () => {
    const challengeId = randomUUID();
    const person = newUser();
    const first = await teams.createTeam(person, { challengeId });
    const second = await teams.createTeam(newUser(), { challengeId });
    ok(await teams.join(person, second.id));
    const third = await teams.createTeam(newUser(), { challengeId });
    await teams.createTeam(newUser());

    const query = `query ($representations: [_Any!]!, $after: String) {
      _entities(representations: $representations) {
        ... on Challenge { id teamCount teams(first: 2, after: $after) { nodes { id } totalCount pageInfo { hasNextPage endCursor } } }
      }
    }`;
    type Page = {
      nodes: Array<{ id: string }>;
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string };
    };
    const pageOf = async (after?: string) => {
      const { body } = await app.graphql<{ _entities: Array<{ teams: Page; teamCount: number }> }>(query, {
        variables: { representations: [{ __typename: 'Challenge', id: challengeId }], after },
      });
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      return body.data!._entities[0]!;
    };
    const one = await pageOf();
    assert.equal(one.teamCount, 3);
    assert.equal(one.teams.totalCount, 3);
    assert.deepEqual(
      one.teams.nodes.map((team) => team.id),
      [third.id, second.id],
    );
    assert.equal(one.teams.pageInfo.hasNextPage, true);
    const two = await pageOf(one.teams.pageInfo.endCursor);
    assert.deepEqual(
      two.teams.nodes.map((team) => team.id),
      [first.id],
    );
    assert.equal(two.teams.pageInfo.hasNextPage, false);

    const people = await app.graphql<{ _entities: Array<{ id: string; teams: TeamResult[] }> }>(
      `query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on User { id teams { id memberCount } } } }`,
      {
        variables: {
          representations: [person.id, randomUUID(), 'not-a-uuid'].map((id) => ({ __typename: 'User', id })),
        },
      },
    );
    assert.equal(people.body.errors, undefined, people.text);
    assert.deepEqual(people.body.data!._entities, [
      {
        id: person.id,
        teams: [
          { id: second.id, memberCount: 2 },
          { id: first.id, memberCount: 1 },
        ],
      },
      { id: people.body.data!._entities[1]!.id, teams: [] },
      { id: 'not-a-uuid', teams: [] },
    ]);
  });
});
