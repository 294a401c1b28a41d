import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { type CreateTeamInput } from '@creators/contracts';
import { translate } from '@creators/texts';
import { startTestApp, type GraphQLResponse, type TestApp } from './harness.js';

const TEAM_FIELDS = `id name description challengeId leaderId maxMembers status memberCount progress isMember
  members { userId role joinedAt user { id } } challenge { id } createdAt updatedAt`;

interface TeamResult {
  id: string;
  name: string;
  description: string | null;
  challengeId: string | null;
  leaderId: string;
  maxMembers: number;
  status: string;
  memberCount: number;
  progress: number;
  isMember: boolean;
  members: Array<{ userId: string; role: string; joinedAt: string; user: { id: string } | null }>;
  challenge: { id: string } | null;
}

const CREATE = `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { ${TEAM_FIELDS} } }`;
const JOIN = `mutation ($teamId: ID!) { joinTeam(teamId: $teamId) { ${TEAM_FIELDS} } }`;
const INVITE = `mutation ($input: TeamInvitationInput!) {
  inviteToTeam(input: $input) { id teamId invitedUserId invitedBy status createdAt }
}`;

type User = { id: string; role: string };
const newUser = (): User => ({ id: randomUUID(), role: 'student' });
const codeOf = (response: GraphQLResponse) => response.body.errors?.[0]?.extensions?.code;
const keyOf = (response: GraphQLResponse) => response.body.errors?.[0]?.extensions?.messageKey;

describe('teams: creating, joining and inviting', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  async function createTeam(leader: User, input: Partial<CreateTeamInput> = {}): Promise<TeamResult> {
    const response = await app.graphql<{ createTeam: TeamResult }>(CREATE, {
      user: leader,
      variables: { input: { name: `Team ${randomUUID().slice(0, 8)}`, ...input } satisfies CreateTeamInput },
    });
    assert.equal(response.body.errors, undefined, response.text);
    return response.body.data!.createTeam;
  }

  const join = (user: User, teamId: string) =>
    app.graphql<{ joinTeam: TeamResult }>(JOIN, { user, variables: { teamId } });

  it('creates a forming team whose creator leads it and is its first member', async () => {
    const leader = newUser();
    const challengeId = randomUUID();
    const team = await createTeam(leader, { description: '  We fix bikes  ', maxMembers: 3, challengeId });
    assert.equal(team.leaderId, leader.id);
    assert.equal(team.status, 'forming');
    assert.equal(team.description, 'We fix bikes');
    assert.equal(team.maxMembers, 3);
    assert.equal(team.memberCount, 1);
    assert.equal(team.isMember, true);
    assert.deepEqual(
      team.members.map(({ userId, role, user }) => ({ userId, role, user })),
      [{ userId: leader.id, role: 'leader', user: { id: leader.id } }],
    );
    assert.equal(team.challengeId, challengeId);
    assert.deepEqual(team.challenge, { id: challengeId });
    // One milestone of five: the challenge (a team of one has not reached members).
    assert.equal(team.progress, 20);
    const membership = await app.prisma.teamMembership.findMany({ where: { teamId: team.id } });
    assert.equal(membership.length, 1);

    const defaults = await createTeam(newUser());
    assert.equal(defaults.maxMembers, 4);
    assert.equal(defaults.challenge, null);
    assert.equal(defaults.progress, 0);
  });

  it('refuses bad team input with translated field messages, and writes without a user', async () => {
    for (const locale of ['en', 'de'] as const) {
      const response = await app.graphql(CREATE, {
        user: newUser(),
        context: { locale },
        variables: { input: { name: 'x', maxMembers: 9, status: 'active', challengeId: 'nope' } },
      });
      assert.equal(codeOf(response), 'BAD_USER_INPUT');
      assert.deepEqual(response.body.errors![0]!.extensions!.fields, {
        name: translate('validation.team.name', locale),
        maxMembers: translate('validation.team.maxMembers', locale),
        status: translate('validation.status.invalid', locale),
        challengeId: translate('validation.id.invalid', locale),
      });
    }
    const anonymous = await app.graphql(CREATE, { variables: { input: { name: 'Nobody’s team' } } });
    assert.equal(codeOf(anonymous), 'UNAUTHENTICATED');
    const anonymousJoin = await app.graphql(JOIN, { variables: { teamId: randomUUID() } });
    assert.equal(codeOf(anonymousJoin), 'UNAUTHENTICATED');
    assert.equal(await app.prisma.team.count({ where: { name: { in: ['x', 'Nobody’s team'] } } }), 0);
  });

  it('lets a user join a forming team once; lists members leader first; myTeams and isMember follow', async () => {
    const leader = newUser();
    const joiner = newUser();
    const team = await createTeam(leader, { maxMembers: 4 });
    const joined = await join(joiner, team.id);
    assert.equal(joined.body.errors, undefined, joined.text);
    assert.equal(joined.body.data!.joinTeam.memberCount, 2);
    assert.equal(joined.body.data!.joinTeam.isMember, true);
    assert.deepEqual(
      joined.body.data!.joinTeam.members.map((member) => [member.userId, member.role]),
      [
        [leader.id, 'leader'],
        [joiner.id, 'member'],
      ],
    );

    const twice = await join(joiner, team.id);
    assert.equal(codeOf(twice), 'CONFLICT');
    assert.equal(keyOf(twice), 'error.team.alreadyMember');
    const leaderJoins = await join(leader, team.id);
    assert.equal(keyOf(leaderJoins), 'error.team.alreadyMember');

    const mine = await app.graphql<{ myTeams: { nodes: TeamResult[] } }>(
      `{ myTeams { nodes { id isMember } } }`,
      { user: joiner },
    );
    assert.deepEqual(mine.body.data!.myTeams.nodes, [{ id: team.id, isMember: true }]);
    const stranger = await app.graphql<{ team: TeamResult }>(
      `query ($id: ID!) { team(id: $id) { isMember memberCount } }`,
      {
        user: newUser(),
        variables: { id: team.id },
      },
    );
    assert.deepEqual(stranger.body.data!.team, { isMember: false, memberCount: 2 });
    const signedOut = await app.graphql<{ teams: { nodes: TeamResult[] } }>(
      `{ teams(first: 100) { nodes { id isMember } } }`,
    );
    assert.equal(signedOut.body.data!.teams.nodes.find((listed) => listed.id === team.id)?.isMember, false);
    assert.equal(codeOf(await app.graphql(`{ myTeams { totalCount } }`)), 'UNAUTHENTICATED');
  });

  it('lists myTeams newest first', async () => {
    const user = newUser();
    const first = await createTeam(user);
    const second = await createTeam(newUser());
    assert.equal((await join(user, second.id)).body.errors, undefined);
    const third = await createTeam(user);
    const mine = await app.graphql<{ myTeams: { nodes: Array<{ id: string }> } }>(
      `{ myTeams { nodes { id } } }`,
      { user },
    );
    assert.deepEqual(
      mine.body.data!.myTeams.nodes.map((team) => team.id),
      [third.id, second.id, first.id],
    );
  });

  it('refuses to join an unknown team (NOT_FOUND), a full one and one no longer forming (CONFLICT)', async () => {
    for (const teamId of [randomUUID(), 'not-a-uuid']) {
      const unknown = await join(newUser(), teamId);
      assert.equal(codeOf(unknown), 'NOT_FOUND');
      assert.equal(keyOf(unknown), 'error.team.notFound');
    }

    const team = await createTeam(newUser(), { maxMembers: 2 });
    const last = await join(newUser(), team.id);
    assert.equal(last.body.errors, undefined, last.text);
    // Full: the team moved on from forming by itself.
    assert.equal(last.body.data!.joinTeam.memberCount, 2);
    assert.equal(last.body.data!.joinTeam.status, 'active');
    const full = await join(newUser(), team.id);
    assert.equal(codeOf(full), 'CONFLICT');
    assert.equal(keyOf(full), 'error.team.full');
    const inGerman = await app.graphql(JOIN, {
      user: newUser(),
      context: { locale: 'de' },
      variables: { teamId: team.id },
    });
    assert.equal(inGerman.body.errors![0]!.message, translate('error.team.full', 'de'));

    const active = await createTeam(newUser(), { maxMembers: 4 });
    await app.prisma.team.update({ where: { id: active.id }, data: { status: 'active' } });
    const notForming = await join(newUser(), active.id);
    assert.equal(codeOf(notForming), 'CONFLICT');
    assert.equal(keyOf(notForming), 'error.team.notForming');
    assert.equal(await app.prisma.teamMembership.count({ where: { teamId: active.id } }), 1);
  });

  it('lets exactly one of 5 users who join at the same moment take the last free place', async () => {
    const team = await createTeam(newUser(), { maxMembers: 2 });
    const users = Array.from({ length: 5 }, newUser);
    const responses = await Promise.all(users.map((user) => join(user, team.id)));
    const succeeded = responses.filter((response) => response.body.errors === undefined);
    assert.equal(succeeded.length, 1, responses.map((response) => response.text).join('\n'));
    for (const response of responses.filter((candidate) => candidate.body.errors !== undefined)) {
      assert.equal(codeOf(response), 'CONFLICT', response.text);
      assert.equal(keyOf(response), 'error.team.full');
    }
    const after = await app.graphql<{ team: TeamResult }>(
      `query ($id: ID!) { team(id: $id) { memberCount maxMembers } }`,
      {
        variables: { id: team.id },
      },
    );
    assert.deepEqual(after.body.data!.team, { memberCount: 2, maxMembers: 2 });
    assert.equal(await app.prisma.teamMembership.count({ where: { teamId: team.id } }), 2);
  });

  it('fills 3 free places with exactly 3 of 6 concurrent joiners, and never adds anyone twice', async () => {
    const team = await createTeam(newUser(), { maxMembers: 4 });
    const users = Array.from({ length: 6 }, newUser);
    // Every user asks twice at once as well.
    const responses = await Promise.all([...users, ...users].map((user) => join(user, team.id)));
    assert.equal(responses.filter((response) => response.body.errors === undefined).length, 3);
    for (const response of responses.filter((candidate) => candidate.body.errors !== undefined)) {
      assert.equal(codeOf(response), 'CONFLICT', response.text);
    }
    const memberships = await app.prisma.teamMembership.findMany({ where: { teamId: team.id } });
    assert.equal(memberships.length, 4);
    assert.equal(new Set(memberships.map((membership) => membership.userId)).size, 4);
  });

  it('lets only the leader invite, not themselves, not a member, not twice', async () => {
    const leader = newUser();
    const member = newUser();
    const invitee = newUser();
    const older = await createTeam(leader);
    const team = await createTeam(leader);
    await join(member, team.id);

    // Without teamId: the leader's newest forming team.
    const invited = await app.graphql<{ inviteToTeam: Record<string, string> }>(INVITE, {
      user: leader,
      variables: { input: { userId: invitee.id } },
    });
    assert.equal(invited.body.errors, undefined, invited.text);
    assert.equal(invited.body.data!.inviteToTeam.teamId, team.id);
    assert.equal(invited.body.data!.inviteToTeam.invitedUserId, invitee.id);
    assert.equal(invited.body.data!.inviteToTeam.invitedBy, leader.id);
    assert.equal(invited.body.data!.inviteToTeam.status, 'pending');

    const twice = await app.graphql(INVITE, {
      user: leader,
      variables: { input: { userId: invitee.id, teamId: team.id } },
    });
    assert.equal(codeOf(twice), 'CONFLICT');
    assert.equal(keyOf(twice), 'error.team.alreadyInvited');
    // The same person to the leader's other team is a different invitation.
    const otherTeam = await app.graphql(INVITE, {
      user: leader,
      variables: { input: { userId: invitee.id, teamId: older.id } },
    });
    assert.equal(otherTeam.body.errors, undefined, otherTeam.text);

    const aMember = await app.graphql(INVITE, {
      user: leader,
      variables: { input: { userId: member.id, teamId: team.id } },
    });
    assert.equal(codeOf(aMember), 'CONFLICT');
    assert.equal(keyOf(aMember), 'error.team.inviteeAlreadyMember');

    const self = await app.graphql(INVITE, { user: leader, variables: { input: { userId: leader.id } } });
    assert.equal(codeOf(self), 'BAD_USER_INPUT');
    assert.deepEqual(self.body.errors![0]!.extensions!.fields, {
      userId: translate('error.team.inviteSelf', 'en'),
    });

    const notLeader = await app.graphql(INVITE, {
      user: member,
      variables: { input: { userId: newUser().id, teamId: team.id } },
    });
    assert.equal(codeOf(notLeader), 'FORBIDDEN');
    assert.equal(keyOf(notLeader), 'error.team.notLeader');
    const leadsNothing = await app.graphql(INVITE, {
      user: newUser(),
      variables: { input: { userId: invitee.id } },
    });
    assert.equal(codeOf(leadsNothing), 'FORBIDDEN');
    const unknownTeam = await app.graphql(INVITE, {
      user: leader,
      variables: { input: { userId: invitee.id, teamId: randomUUID() } },
    });
    assert.equal(codeOf(unknownTeam), 'NOT_FOUND');
    const badInput = await app.graphql(INVITE, { user: leader, variables: { input: { userId: 'someone' } } });
    assert.equal(codeOf(badInput), 'BAD_USER_INPUT');
    const anonymous = await app.graphql(INVITE, { variables: { input: { userId: invitee.id } } });
    assert.equal(codeOf(anonymous), 'UNAUTHENTICATED');

    assert.equal(await app.prisma.teamInvitation.count({ where: { invitedUserId: invitee.id } }), 2);
  });

  it('refuses invitations to a team that can no longer be joined', async () => {
    const leader = newUser();
    const team = await createTeam(leader, { maxMembers: 2 });
    await join(newUser(), team.id);
    const response = await app.graphql(INVITE, {
      user: leader,
      variables: { input: { userId: newUser().id, teamId: team.id } },
    });
    assert.equal(codeOf(response), 'CONFLICT');
    // And without teamId there is no forming team left to invite to.
    const implicit = await app.graphql(INVITE, {
      user: leader,
      variables: { input: { userId: newUser().id } },
    });
    assert.equal(codeOf(implicit), 'FORBIDDEN');
  });

  it('counts the teams of several challenges at once through Challenge entities', async () => {
    const [busy, quiet, none] = [randomUUID(), randomUUID(), randomUUID()];
    await createTeam(newUser(), { challengeId: busy });
    await createTeam(newUser(), { challengeId: busy });
    await createTeam(newUser(), { challengeId: quiet });
    const { body } = await app.graphql<{ _entities: Array<{ id: string; teamCount: number } | null> }>(
      `query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on Challenge { id teamCount } } }`,
      {
        variables: {
          representations: [busy, quiet, none, busy, 'not-a-uuid'].map((id) => ({
            __typename: 'Challenge',
            id,
          })),
        },
      },
    );
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    assert.deepEqual(body.data!._entities, [
      { id: busy, teamCount: 2 },
      { id: quiet, teamCount: 1 },
      { id: none, teamCount: 0 },
      { id: busy, teamCount: 2 },
      { id: 'not-a-uuid', teamCount: 0 },
    ]);
  });

  it('resolves several Team references in one request', async () => {
    const a = await createTeam(newUser());
    const b = await createTeam(newUser());
    const { body } = await app.graphql<{ _entities: Array<{ id: string; memberCount: number } | null> }>(
      `query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on Team { id memberCount } } }`,
      {
        variables: { representations: [a.id, randomUUID(), b.id].map((id) => ({ __typename: 'Team', id })) },
      },
    );
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    assert.deepEqual(body.data!._entities, [
      { id: a.id, memberCount: 1 },
      null,
      { id: b.id, memberCount: 1 },
    ]);
  });

  it('lists the meetings of the caller’s teams and the ones they host, upcoming first', async () => {
    const user = newUser();
    const team = await createTeam(user);
    const elsewhere = await createTeam(newUser());
    const hour = 60 * 60 * 1000;
    const now = Date.now();
    await app.prisma.meeting.createMany({
      data: [
        { title: 'Kick-off', teamId: team.id, hostId: team.leaderId, scheduledAt: new Date(now + 48 * hour) },
        { title: 'Retro', teamId: team.id, hostId: team.leaderId, scheduledAt: new Date(now - 48 * hour) },
        { title: 'Mentoring', hostId: user.id, scheduledAt: new Date(now + 2 * hour) },
        {
          title: 'Not mine',
          teamId: elsewhere.id,
          hostId: elsewhere.leaderId,
          scheduledAt: new Date(now + hour),
        },
      ],
    });
    const { body } = await app.graphql<{
      myMeetings: { nodes: Array<{ title: string; duration: number; status: string }>; totalCount: number };
    }>(
      `{ myMeetings { nodes { id title description teamId hostId scheduledAt duration meetingUrl status createdAt } totalCount } }`,
      { user },
    );
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    assert.deepEqual(
      body.data!.myMeetings.nodes.map((meeting) => meeting.title),
      ['Mentoring', 'Kick-off', 'Retro'],
    );
    assert.equal(body.data!.myMeetings.totalCount, 3);
    assert.equal(body.data!.myMeetings.nodes[0]!.duration, 60);
    assert.equal(body.data!.myMeetings.nodes[0]!.status, 'scheduled');
    assert.equal(codeOf(await app.graphql(`{ myMeetings { totalCount } }`)), 'UNAUTHENTICATED');
  });

  it('publishes Team, TeamMember, Challenge.teamCount and User.teams in its SDL', async () => {
    const { body } = await app.graphql<{ _service: { sdl: string } }>(`{ _service { sdl } }`);
    const sdl = body.data!._service.sdl;
    assert.match(sdl, /type Challenge\s+@key\(fields: "id"\)/);
    assert.match(sdl, /teamCount: Int$/m);
    assert.match(sdl, /type User\s+@key\(fields: "id"\)/);
    assert.match(sdl, /progress: Int!/);
    assert.match(sdl, /milestones: \[TeamMilestone!\]!/);
    assert.match(sdl, /programmeId: ID$/m);
    assert.match(sdl, /isMember: Boolean!/);
    assert.match(sdl, /members: \[TeamMember!\]!/);
    assert.match(sdl, /joinTeam\(teamId: ID!\): Team!/);
    assert.match(sdl, /inviteToTeam\(input: TeamInvitationInput!\): TeamInvitation!/);
    assert.match(sdl, /myMeetings\([^)]*after: String[^)]*\): MeetingConnection!/);
  });
});
