import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { startTestApp, type TestApp } from './harness.js';
import { newUser, ok, refused, teamClient, type InvitationResult, type User } from './team-client.js';

/** Leaving, removing, handing over the lead and invitations (docs/product.md, teams change who is in them). */
describe('teams: changing who is in a team', () => {
  let app: TestApp;
  const teams = teamClient(() => app);

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const eventNames = async (teamId: string) =>
    (await app.prisma.outboxEvent.findMany({ orderBy: { occurredAt: 'asc' } }))
      .filter((event) => (event.payload as { teamId?: string }).teamId === teamId)
      .map((event) => event.name);

  /** A team led by a new person with `others` joined in this order. */
  async function teamWith(others: number, maxMembers = 4) {
    const leader = newUser();
    const team = await teams.createTeam(leader, { maxMembers });
    const members: User[] = [];
    for (let i = 0; i < others; i++) {
      const member = newUser();
      ok(await teams.join(member, team.id));
      members.push(member);
    }
    return { team, leader, members };
  }

  describe('leaving', () => {
    it('lets a member leave; the team stays in its status; leaving again or as a stranger is refused', async () => {
      const { team, leader, members } = await teamWith(3, 4);
      assert.equal((await teams.team(team.id))!.status, 'active');
      const left = ok(await teams.leave(members[1]!, team.id));
      assert.equal(left.memberCount, 3);
      assert.equal(left.isMember, false);
      assert.equal(left.leaderId, leader.id);
      assert.equal(left.status, 'active');
      assert.equal(left.openSeats, 1);
      refused(await teams.leave(members[1]!, team.id), 'FORBIDDEN', 'error.team.notMember');
      refused(await teams.leave(newUser(), team.id), 'FORBIDDEN', 'error.team.notMember');
      refused(await teams.leave(null, team.id), 'UNAUTHENTICATED');
      refused(await teams.leave(leader, randomUUID()), 'NOT_FOUND', 'error.team.notFound');
      refused(await teams.leave(leader, 'nope'), 'NOT_FOUND', 'error.team.notFound');
      assert.equal(await app.prisma.teamMembership.count({ where: { teamId: team.id } }), 3);
      const event = await app.prisma.outboxEvent.findFirstOrThrow({
        where: { name: 'team.member_left' },
        orderBy: { occurredAt: 'desc' },
      });
      assert.deepEqual(event.payload, {
        teamId: team.id,
        teamName: team.name,
        userId: members[1]!.id,
        leaderId: leader.id,
      });
    });

    it('hands the lead to the member who joined first when the leader leaves', async () => {
      const { team, leader, members } = await teamWith(2);
      const left = ok(await teams.leave(leader, team.id));
      assert.equal(left.leaderId, members[0]!.id);
      assert.deepEqual(
        left.members.map((member) => [member.userId, member.role]),
        [
          [members[0]!.id, 'leader'],
          [members[1]!.id, 'member'],
        ],
      );
      assert.deepEqual((await eventNames(team.id)).slice(-2), ['team.member_left', 'team.lead_transferred']);
      // The new leader manages it now.
      assert.equal((await teams.team(team.id, members[0]!))!.canManage, true);
      assert.equal((await teams.team(team.id, leader))!.canManage, false);
    });

    it('leaves the team empty and forming when its last member leaves; whoever joins it next leads it', async () => {
      const { team, leader, members } = await teamWith(1, 2);
      ok(await teams.leave(leader, team.id));
      const oneLeft = (await teams.team(team.id))!;
      assert.equal(oneLeft.status, 'active');
      const last = oneLeft.members[0]!;
      assert.equal(last.userId, members[0]!.id);
      assert.equal(oneLeft.leaderId, last.userId);
      const empty = ok(await teams.leave({ id: last.userId, role: 'student' }, team.id));
      assert.equal(empty.memberCount, 0);
      assert.equal(empty.status, 'forming');
      assert.equal(empty.leaderId, last.userId);
      assert.equal(empty.canManage, false);
      assert.ok(await app.prisma.team.findUnique({ where: { id: team.id } }));
      // Left, the last leader no longer manages it.
      refused(
        await teams.update({ id: last.userId, role: 'student' }, team.id, {
          expectedUpdatedAt: empty.updatedAt,
          name: 'Mine again',
        }),
        'FORBIDDEN',
        'error.team.notLeaderEdit',
      );
      const newcomer = newUser();
      const joined = ok(await teams.join(newcomer, team.id));
      assert.equal(joined.leaderId, newcomer.id);
      assert.deepEqual(joined.members, [{ ...joined.members[0]!, userId: newcomer.id, role: 'leader' }]);
      assert.equal(joined.canManage, true);
    });
  });

  describe('removing', () => {
    it('lets the leader remove a member, who cannot join again for 24 hours unless invited', async () => {
      const { team, leader, members } = await teamWith(2);
      const [removed, other] = members as [User, User];
      refused(await teams.remove(other, team.id, removed.id), 'FORBIDDEN', 'error.team.notLeaderManage');
      refused(await teams.remove(null, team.id, removed.id), 'UNAUTHENTICATED');
      refused(await teams.remove(leader, team.id, leader.id), 'BAD_USER_INPUT');
      refused(await teams.remove(leader, team.id, newUser().id), 'NOT_FOUND', 'error.team.memberNotFound');
      refused(await teams.remove(leader, randomUUID(), removed.id), 'NOT_FOUND', 'error.team.notFound');
      assert.equal(await app.prisma.teamMembership.count({ where: { teamId: team.id } }), 3);
      assert.equal(await app.prisma.teamRemoval.count({ where: { teamId: team.id } }), 0);

      const after = ok(await teams.remove(leader, team.id, removed.id));
      assert.equal(after.memberCount, 2);
      assert.ok(!after.members.some((member) => member.userId === removed.id));
      const event = await app.prisma.outboxEvent.findFirstOrThrow({
        where: { name: 'team.member_removed' },
        orderBy: { occurredAt: 'desc' },
      });
      assert.deepEqual(event.payload, {
        teamId: team.id,
        teamName: team.name,
        userId: removed.id,
        removedBy: leader.id,
      });

      refused(await teams.join(removed, team.id), 'CONFLICT', 'error.team.removedRecently');
      // A day later they may.
      await app.prisma.$executeRaw`
        UPDATE team_removals SET removed_at = now() - interval '25 hours' WHERE team_id = ${team.id}::uuid`;
      ok(await teams.join(removed, team.id));
    });

    it('lets an invited person rejoin within the 24 hours, by accepting or by joining', async () => {
      const { team, leader, members } = await teamWith(2);
      const [viaAccept, viaJoin] = members as [User, User];
      ok(await teams.remove(leader, team.id, viaAccept.id));
      ok(await teams.remove(leader, team.id, viaJoin.id));
      const invitation = ok(await teams.invite(leader, team.id, viaAccept.id));
      ok(await teams.invite(leader, team.id, viaJoin.id));
      const accepted = ok(await teams.accept(viaAccept, invitation.id));
      assert.ok(accepted.members.some((member) => member.userId === viaAccept.id));
      const joined = ok(await teams.join(viaJoin, team.id));
      assert.equal(joined.memberCount, 3);
      // Joining answered the open invitation.
      const rows = await app.prisma.teamInvitation.findMany({ where: { teamId: team.id } });
      assert.deepEqual(rows.map((row) => row.status).sort(), ['accepted', 'accepted']);
    });
  });

  describe('handing over the lead', () => {
    it('lets the leader hand the lead to a member; nobody else; not to a stranger', async () => {
      const { team, leader, members } = await teamWith(2);
      const [next, other] = members as [User, User];
      refused(await teams.transfer(other, team.id, other.id), 'FORBIDDEN', 'error.team.notLeaderManage');
      refused(await teams.transfer(null, team.id, next.id), 'UNAUTHENTICATED');
      refused(await teams.transfer(leader, team.id, newUser().id), 'NOT_FOUND', 'error.team.memberNotFound');
      refused(await teams.transfer(leader, 'nope', next.id), 'NOT_FOUND', 'error.team.notFound');
      assert.equal((await teams.team(team.id))!.leaderId, leader.id);

      const moved = ok(await teams.transfer(leader, team.id, next.id));
      assert.equal(moved.leaderId, next.id);
      assert.deepEqual(
        moved.members.map((member) => [member.userId, member.role]),
        [
          [next.id, 'leader'],
          [leader.id, 'member'],
          [other.id, 'member'],
        ],
      );
      const event = await app.prisma.outboxEvent.findFirstOrThrow({
        where: { name: 'team.lead_transferred' },
        orderBy: { occurredAt: 'desc' },
      });
      assert.deepEqual(event.payload, {
        teamId: team.id,
        teamName: team.name,
        fromUserId: leader.id,
        toUserId: next.id,
      });
      // The former leader can no longer manage it.
      refused(await teams.remove(leader, team.id, other.id), 'FORBIDDEN', 'error.team.notLeaderManage');
      ok(await teams.remove(next, team.id, leader.id));
    });
  });

  describe('invitations', () => {
    const myInvitations = async (user: User) =>
      ok(
        await app.graphql<{ myInvitations: { nodes: InvitationResult[]; totalCount: number } }>(
          `{ myInvitations { nodes { id teamId status team { id } inviter { id } } totalCount } }`,
          { user },
        ),
      );
    const teamInvitations = async (teamId: string, user: User | null) =>
      ok(
        await app.graphql<{ team: { invitations: InvitationResult[] } }>(
          `query ($id: ID!) { team(id: $id) { invitations { id invitedUserId status answeredAt } } }`,
          { user, variables: { id: teamId } },
        ),
      ).invitations;

    it('shows the invited person their open invitations and lets them accept (joining) or decline', async () => {
      const { team, leader, members } = await teamWith(1);
      const invitee = newUser();
      const decliner = newUser();
      const sent = ok(await teams.invite(leader, team.id, invitee.id));
      assert.equal(sent.status, 'pending');
      assert.equal(Date.parse(sent.expiresAt) - Date.parse(sent.createdAt), 14 * 24 * 60 * 60 * 1000);
      assert.equal(sent.answeredAt, null);
      assert.deepEqual(sent.team, { id: team.id, name: team.name });
      assert.deepEqual(sent.invitedUser, { id: invitee.id });
      assert.deepEqual(sent.inviter, { id: leader.id });
      const toDecline = ok(await teams.invite(leader, team.id, decliner.id));

      const mine = await myInvitations(invitee);
      assert.equal(mine.totalCount, 1);
      assert.deepEqual(mine.nodes, [
        {
          id: sent.id,
          teamId: team.id,
          status: 'pending',
          team: { id: team.id },
          inviter: { id: leader.id },
        },
      ]);
      refused(await app.graphql(`{ myInvitations { totalCount } }`), 'UNAUTHENTICATED');

      // The leader sees every invitation of the team, newest first; others see none.
      assert.deepEqual(
        (await teamInvitations(team.id, leader)).map((invitation) => invitation.id),
        [toDecline.id, sent.id],
      );
      assert.deepEqual(await teamInvitations(team.id, members[0]!), []);
      assert.deepEqual(await teamInvitations(team.id, invitee), []);
      assert.deepEqual(await teamInvitations(team.id, null), []);

      // Only the invited person answers.
      refused(await teams.accept(leader, sent.id), 'FORBIDDEN', 'error.team.notInvited');
      refused(await teams.decline(newUser(), sent.id), 'FORBIDDEN', 'error.team.notInvited');
      refused(await teams.accept(null, sent.id), 'UNAUTHENTICATED');
      refused(await teams.accept(invitee, randomUUID()), 'NOT_FOUND', 'error.team.invitationNotFound');
      refused(await teams.accept(invitee, 'nope'), 'NOT_FOUND', 'error.team.invitationNotFound');

      const joined = ok(await teams.accept(invitee, sent.id));
      assert.equal(joined.isMember, true);
      assert.equal(joined.memberCount, 3);
      assert.deepEqual((await eventNames(team.id)).slice(-2), [
        'team.invitation_answered',
        'team.member_joined',
      ]);
      refused(await teams.accept(invitee, sent.id), 'CONFLICT', 'error.team.invitationAnswered');
      assert.equal((await myInvitations(invitee)).totalCount, 0);

      const declined = ok(await teams.decline(decliner, toDecline.id));
      assert.equal(declined.status, 'declined');
      assert.notEqual(declined.answeredAt, null);
      refused(await teams.accept(decliner, toDecline.id), 'CONFLICT', 'error.team.invitationAnswered');
      assert.equal(
        await app.prisma.teamMembership.count({ where: { teamId: team.id, userId: decliner.id } }),
        0,
      );
      const answered = await app.prisma.outboxEvent.findFirstOrThrow({
        where: { name: 'team.invitation_answered' },
        orderBy: { occurredAt: 'desc' },
      });
      assert.deepEqual(answered.payload, {
        invitationId: toDecline.id,
        teamId: team.id,
        teamName: team.name,
        invitedUserId: decliner.id,
        invitedBy: leader.id,
        accepted: false,
      });
      assert.deepEqual(
        (await teamInvitations(team.id, leader)).map((invitation) => [invitation.id, invitation.status]),
        [
          [toDecline.id, 'declined'],
          [sent.id, 'accepted'],
        ],
      );

      // Inviting the decliner again re-opens the same invitation.
      const reopened = ok(await teams.invite(leader, team.id, decliner.id));
      assert.equal(reopened.id, toDecline.id);
      assert.equal(reopened.status, 'pending');
      assert.equal(reopened.answeredAt, null);
      assert.ok(Date.parse(reopened.createdAt) > Date.parse(toDecline.createdAt));
      refused(await teams.invite(leader, team.id, decliner.id), 'CONFLICT', 'error.team.alreadyInvited');
    });

    it('lets the leader withdraw an open invitation, and nobody else', async () => {
      const { team, leader, members } = await teamWith(1);
      const invitee = newUser();
      const sent = ok(await teams.invite(leader, team.id, invitee.id));
      refused(await teams.withdraw(members[0]!, sent.id), 'FORBIDDEN', 'error.team.notLeaderManage');
      refused(await teams.withdraw(invitee, sent.id), 'FORBIDDEN', 'error.team.notLeaderManage');
      refused(await teams.withdraw(null, sent.id), 'UNAUTHENTICATED');
      assert.equal(
        (await app.prisma.teamInvitation.findUniqueOrThrow({ where: { id: sent.id } })).status,
        'pending',
      );
      const withdrawn = ok(await teams.withdraw(leader, sent.id));
      assert.equal(withdrawn.status, 'withdrawn');
      assert.deepEqual((await eventNames(team.id)).slice(-1), ['team.invitation_withdrawn']);
      refused(await teams.withdraw(leader, sent.id), 'CONFLICT', 'error.team.invitationAnswered');
      refused(await teams.accept(invitee, sent.id), 'CONFLICT', 'error.team.invitationAnswered');
      assert.equal((await myInvitations(invitee)).totalCount, 0);
      assert.equal(ok(await teams.invite(leader, team.id, invitee.id)).id, sent.id);
    });

    it('lets an invitation expire after 14 days; inviting again re-opens it', async () => {
      const { team, leader } = await teamWith(0);
      const invitee = newUser();
      const sent = ok(await teams.invite(leader, team.id, invitee.id));
      await app.prisma.$executeRaw`
        UPDATE team_invitations SET created_at = now() - interval '15 days' WHERE id = ${sent.id}::uuid`;
      assert.equal((await teamInvitations(team.id, leader))[0]!.status, 'expired');
      assert.equal((await myInvitations(invitee)).totalCount, 0);
      refused(await teams.accept(invitee, sent.id), 'CONFLICT', 'error.team.invitationExpired');
      refused(await teams.decline(invitee, sent.id), 'CONFLICT', 'error.team.invitationExpired');
      assert.equal(await app.prisma.teamMembership.count({ where: { teamId: team.id } }), 1);
      const again = ok(await teams.invite(leader, team.id, invitee.id));
      assert.equal(again.id, sent.id);
      assert.equal(again.status, 'pending');
      ok(await teams.accept(invitee, sent.id));
    });

    it('refuses to accept for a full team or one no longer forming, with clear messages', async () => {
      const { team, leader } = await teamWith(0, 2);
      const late = newUser();
      const other = newUser();
      const lateInvitation = ok(await teams.invite(leader, team.id, late.id));
      const otherInvitation = ok(await teams.invite(leader, team.id, other.id));
      ok(await teams.accept(other, otherInvitation.id));
      const full = await teams.accept(late, lateInvitation.id);
      refused(full, 'CONFLICT', 'error.team.full');
      assert.equal(
        (await app.prisma.teamInvitation.findUniqueOrThrow({ where: { id: lateInvitation.id } })).status,
        'pending',
      );

      const second = await teamWith(0, 4);
      const invitee = newUser();
      const invitation = ok(await teams.invite(second.leader, second.team.id, invitee.id));
      ok(
        await teams.update(second.leader, second.team.id, {
          expectedUpdatedAt: (await teams.team(second.team.id))!.updatedAt,
          status: 'completed',
        }),
      );
      refused(await teams.accept(invitee, invitation.id), 'CONFLICT', 'error.team.notForming');
      assert.equal(await app.prisma.teamMembership.count({ where: { teamId: second.team.id } }), 1);
    });
  });

  describe('concurrency', () => {
    /**
     * Leaves, a removal, joins and acceptances race for the last seats of a team, many rounds: the team never
     * holds more than maxMembers, and while it has members exactly one of them leads it (its leaderId).
     */
    it('never leaves a team over its size or without a leader while it has members', async () => {
      for (let round = 0; round < 8; round++) {
        const { team, leader, members } = await teamWith(2, 3);
        // Full (3 of 3) and active: back to forming with the leader's consent to make seats matter.
        const [stays, goes] = members as [User, User];
        const invitees = [newUser(), newUser()];
        const current = (await teams.team(team.id))!;
        ok(
          await teams.update(leader, team.id, {
            expectedUpdatedAt: current.updatedAt,
            maxMembers: 4,
            status: 'forming',
          }),
        );
        const invitations: InvitationResult[] = [];
        for (const invitee of invitees) invitations.push(ok(await teams.invite(leader, team.id, invitee.id)));
        const joiners = [newUser(), newUser()];
        const leaving = round % 2 === 0 ? leader : stays;
        const responses = await Promise.all([
          teams.leave(leaving, team.id),
          teams.remove(leader, team.id, goes.id),
          ...joiners.map((joiner) => teams.join(joiner, team.id)),
          ...invitees.map((invitee, i) => teams.accept(invitee, invitations[i]!.id)),
          teams.leave(goes, team.id),
        ]);
        for (const response of responses) {
          if (response.body.errors) {
            assert.ok(['CONFLICT', 'FORBIDDEN', 'NOT_FOUND'].includes(codeOf(response)), response.text);
          }
        }
        const row = await app.prisma.team.findUniqueOrThrow({ where: { id: team.id } });
        const memberships = await app.prisma.teamMembership.findMany({ where: { teamId: team.id } });
        assert.ok(
          memberships.length <= row.maxMembers,
          `round ${round}: ${memberships.length} > ${row.maxMembers}`,
        );
        assert.equal(new Set(memberships.map((membership) => membership.userId)).size, memberships.length);
        if (memberships.length > 0) {
          const leaders = memberships.filter((membership) => membership.role === 'leader');
          assert.equal(leaders.length, 1, `round ${round}: ${JSON.stringify(memberships)}`);
          assert.equal(leaders[0]!.userId, row.leaderId);
        }
      }
    });
  });
});

const codeOf = (response: { body: { errors?: Array<{ extensions?: Record<string, unknown> }> } }) =>
  String(response.body.errors?.[0]?.extensions?.code);
