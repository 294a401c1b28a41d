import { Inject, Injectable } from '@nestjs/common';
import { EVENTS, type Locale } from '@creators/contracts';
import {
  badUserInput,
  forbidden,
  isUuid,
  notFound,
  OUTBOX_RELAY,
  recordEvent,
  type OutboxRelay,
} from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { leads, lockTeam, membersOfLocked, TEAM_CHANGE_TRANSACTION, type LockedTeam } from './team-lock.js';
import { refreshMilestones } from './team-milestones.js';

/**
 * Leaving a team, removing a member and handing over the lead (docs/product.md, teams change who is in them). Each
 * runs under the team row's lock (team-lock.ts), as joining does, and records its events in the same transaction.
 * A team whose members dropped below maxMembers stays in its status: its leader moves it back to forming. A leave
 * or a removal that un-reaches a milestone (members) records team.milestones_changed with it.
 */
@Injectable()
export class TeamMembershipChanges {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
  ) {}

  /**
   * `userId` leaves the team (FORBIDDEN error.team.notMember when not in it). A leader who leaves hands the lead to
   * the member who joined first (team.lead_transferred); the last member to leave leaves the team empty and
   * forming, with leaderId still the last leader (led by nobody until someone joins). Records team.member_left.
   */
  async leave(teamId: string, userId: string, locale: Locale): Promise<void> {
    await this.change(teamId, locale, async (tx, team) => {
      const members = await membersOfLocked(tx, teamId);
      const membership = members.find((member) => member.userId === userId);
      if (!membership) throw forbidden(locale, 'error.team.notMember');
      await tx.teamMembership.delete({ where: { id: membership.id } });
      const remaining = members.filter((member) => member.userId !== userId);
      const successor =
        team.leaderId === userId || !remaining.some((m) => m.userId === team.leaderId)
          ? remaining[0]
          : undefined;
      if (remaining.length === 0) {
        await tx.team.update({ where: { id: teamId }, data: { status: 'forming' } });
      } else if (successor) {
        await tx.teamMembership.update({ where: { id: successor.id }, data: { role: 'leader' } });
        await tx.team.update({ where: { id: teamId }, data: { leaderId: successor.userId } });
      }
      await recordEvent(tx, EVENTS.teamMemberLeft, {
        teamId,
        teamName: team.name,
        userId,
        leaderId: remaining.length === 0 ? null : (successor?.userId ?? team.leaderId),
      });
      if (successor) {
        await recordEvent(tx, EVENTS.teamLeadTransferred, {
          teamId,
          teamName: team.name,
          fromUserId: team.leaderId,
          toUserId: successor.userId,
        });
      }
      await refreshMilestones(tx, teamId);
    });
  }

  /**
   * The leader removes a member (not themselves: BAD_USER_INPUT error.team.leaderCannotRemoveSelf), who cannot
   * join the team again for 24 hours unless invited (a team_removals row). Records team.member_removed.
   */
  async remove(teamId: string, userId: string, removedBy: string, locale: Locale): Promise<void> {
    await this.change(teamId, locale, async (tx, team) => {
      const members = await membersOfLocked(tx, teamId);
      if (!leads(team, members, removedBy)) throw forbidden(locale, 'error.team.notLeaderManage');
      if (userId === removedBy) throw badUserInput(locale, { userId: 'error.team.leaderCannotRemoveSelf' });
      const membership = members.find((member) => member.userId === userId);
      if (!membership) throw notFound(locale, 'error.team.memberNotFound');
      await tx.teamMembership.delete({ where: { id: membership.id } });
      const removedAt = new Date();
      await tx.teamRemoval.upsert({
        where: { teamId_userId: { teamId, userId } },
        create: { teamId, userId, removedAt },
        update: { removedAt },
      });
      await recordEvent(tx, EVENTS.teamMemberRemoved, { teamId, teamName: team.name, userId, removedBy });
      await refreshMilestones(tx, teamId);
    });
  }

  /** The leader hands the lead to another member (NOT_FOUND error.team.memberNotFound otherwise). */
  async transferLead(teamId: string, toUserId: string, fromUserId: string, locale: Locale): Promise<void> {
    await this.change(teamId, locale, async (tx, team) => {
      const members = await membersOfLocked(tx, teamId);
      if (!leads(team, members, fromUserId)) throw forbidden(locale, 'error.team.notLeaderManage');
      if (toUserId === fromUserId) return false;
      const successor = members.find((member) => member.userId === toUserId);
      if (!successor) throw notFound(locale, 'error.team.memberNotFound');
      await tx.teamMembership.updateMany({ where: { teamId, userId: fromUserId }, data: { role: 'member' } });
      await tx.teamMembership.update({ where: { id: successor.id }, data: { role: 'leader' } });
      await tx.team.update({ where: { id: teamId }, data: { leaderId: toUserId } });
      await recordEvent(tx, EVENTS.teamLeadTransferred, {
        teamId,
        teamName: team.name,
        fromUserId,
        toUserId,
      });
    });
  }

  /** Runs `apply` on the locked team in one transaction, then wakes the relay (unless it changed nothing). */
  private async change(
    teamId: string,
    locale: Locale,
    apply: (tx: Prisma.TransactionClient, team: LockedTeam) => Promise<void | false>,
  ): Promise<void> {
    if (!isUuid(teamId)) throw notFound(locale, 'error.team.notFound');
    const changed = await this.prisma.$transaction(
      async (tx) => apply(tx, await lockTeam(tx, teamId, locale)),
      TEAM_CHANGE_TRANSACTION,
    );
    if (changed !== false) this.relay.wake();
  }
}
