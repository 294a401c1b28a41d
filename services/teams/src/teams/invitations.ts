import { Inject, Injectable } from '@nestjs/common';
import { EVENTS, type Locale, type teamInvitationSchema } from '@creators/contracts';
import {
  badUserInput,
  conflict,
  forbidden,
  isUuid,
  newestFirst,
  NEWEST_FIRST_CURSOR,
  notFound,
  OUTBOX_RELAY,
  recordEvent,
  toConnection,
  type ConnectionShape,
  type OutboxRelay,
  type Page,
} from '@creators/platform';
import type { z } from 'zod';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma, TeamInvitation as InvitationRow } from '../generated/prisma/client.js';
import { isUniqueViolation } from './database-errors.js';
import { invitationStatus, livePending } from './invitation-status.js';
import {
  addMember,
  leads,
  lockTeam,
  membersOfLocked,
  TEAM_CHANGE_TRANSACTION,
  type LockedTeam,
} from './team-lock.js';

export type NewInvitation = z.output<typeof teamInvitationSchema>;

/** myInvitations' order, newest first: the cursor holds createdAt and id. */
export const INVITATION_CURSOR = NEWEST_FIRST_CURSOR;

/**
 * Invitations to join a team (docs/product.md, invitations) and their answers. The caller of `invite` must lead the
 * team: the one named by teamId, or else the most recently created team they lead that is still forming. Nobody
 * invites themselves, a member, or someone whose invitation is still open, and only to a team that can still be
 * joined (forming, not full). One row per team and person: inviting again after a decline, a withdrawal, an expiry
 * (14 days) or an accepted invitation of someone who left since re-opens it (pending, a new createdAt).
 * Whether the invited user exists is identity's to know: any uuid is accepted.
 *
 * Every change runs under the team row's lock (team-lock.ts): an acceptance counts the seats the joins, leaves and
 * other acceptances of the team left, and an invitation is answered or withdrawn once.
 */
@Injectable()
export class TeamInvitations {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
  ) {}

  async invite(input: NewInvitation, invitedBy: string, locale: Locale): Promise<InvitationRow> {
    if (input.userId === invitedBy) throw badUserInput(locale, { userId: 'error.team.inviteSelf' });
    const target = input.teamId
      ? await this.prisma.team.findUnique({ where: { id: input.teamId } })
      : await this.prisma.team.findFirst({
          where: { leaderId: invitedBy, status: 'forming' },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        });
    if (input.teamId && !target) throw notFound(locale, 'error.team.notFound');
    if (!target || target.leaderId !== invitedBy) throw forbidden(locale, 'error.team.notLeader');

    let invitation: InvitationRow;
    try {
      invitation = await this.prisma.$transaction(async (tx) => {
        const team = await lockTeam(tx, target.id, locale);
        const members = await membersOfLocked(tx, team.id);
        if (!leads(team, members, invitedBy)) throw forbidden(locale, 'error.team.notLeader');
        if (members.some((member) => member.userId === input.userId)) {
          throw conflict(locale, 'error.team.inviteeAlreadyMember');
        }
        // An invitation is to join: pointless for a team that can no longer be joined.
        if (team.status !== 'forming') throw conflict(locale, 'error.team.notForming');
        if (members.length >= team.maxMembers) throw conflict(locale, 'error.team.full');
        const existing = await tx.teamInvitation.findUnique({
          where: { teamId_invitedUserId: { teamId: team.id, invitedUserId: input.userId } },
        });
        if (existing && invitationStatus(existing) === 'pending') {
          throw conflict(locale, 'error.team.alreadyInvited');
        }
        const sent = existing
          ? await tx.teamInvitation.update({
              where: { id: existing.id },
              data: { status: 'pending', invitedBy, createdAt: new Date(), answeredAt: null },
            })
          : await tx.teamInvitation.create({
              data: { teamId: team.id, invitedUserId: input.userId, invitedBy },
            });
        await recordEvent(tx, EVENTS.teamInvitationSent, {
          teamId: team.id,
          teamName: team.name,
          invitedUserId: input.userId,
          invitedBy,
          invitationId: sent.id,
        });
        return sent;
      }, TEAM_CHANGE_TRANSACTION);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(locale, 'error.team.alreadyInvited');
      throw error;
    }
    this.relay.wake();
    return invitation;
  }

  /**
   * The invited person accepts and joins under the join rules (seats, status, once; a removal within 24 hours does
   * not count: they were invited). Records team.invitation_answered (accepted) and team.member_joined together.
   */
  async accept(invitationId: string, userId: string, locale: Locale): Promise<string> {
    const invitation = await this.answer(invitationId, locale, 'invited', userId, async (tx, row, team) => {
      await recordEvent(tx, EVENTS.teamInvitationAnswered, {
        invitationId: row.id,
        teamId: team.id,
        teamName: team.name,
        invitedUserId: row.invitedUserId,
        invitedBy: row.invitedBy,
        accepted: true,
      });
      await addMember(tx, team, userId, locale, { invited: true });
      return 'accepted';
    });
    return invitation.teamId;
  }

  /** The invited person declines. Records team.invitation_answered (not accepted). */
  decline(invitationId: string, userId: string, locale: Locale): Promise<InvitationRow> {
    return this.answer(invitationId, locale, 'invited', userId, async (tx, row, team) => {
      await recordEvent(tx, EVENTS.teamInvitationAnswered, {
        invitationId: row.id,
        teamId: team.id,
        teamName: team.name,
        invitedUserId: row.invitedUserId,
        invitedBy: row.invitedBy,
        accepted: false,
      });
      return 'declined';
    });
  }

  /** The team's leader withdraws an open invitation. Records team.invitation_withdrawn. */
  withdraw(invitationId: string, userId: string, locale: Locale): Promise<InvitationRow> {
    return this.answer(invitationId, locale, 'leader', userId, async (tx, row, team) => {
      await recordEvent(tx, EVENTS.teamInvitationWithdrawn, {
        invitationId: row.id,
        teamId: team.id,
        teamName: team.name,
        invitedUserId: row.invitedUserId,
        invitedBy: row.invitedBy,
      });
      return 'withdrawn';
    });
  }

  /**
   * Closes an open invitation under its team's lock: NOT_FOUND for an unknown one, FORBIDDEN for anyone but the
   * invited person (`by: 'invited'`) or the team's leader (`by: 'leader'`), CONFLICT when it was answered,
   * withdrawn or has expired. `apply` records the events and returns the new status.
   */
  private async answer(
    invitationId: string,
    locale: Locale,
    by: 'invited' | 'leader',
    userId: string,
    apply: (tx: Prisma.TransactionClient, row: InvitationRow, team: LockedTeam) => Promise<string>,
  ): Promise<InvitationRow> {
    if (!isUuid(invitationId)) throw notFound(locale, 'error.team.invitationNotFound');
    const found = await this.prisma.teamInvitation.findUnique({ where: { id: invitationId } });
    if (!found) throw notFound(locale, 'error.team.invitationNotFound');
    let answered: InvitationRow;
    try {
      answered = await this.prisma.$transaction(async (tx) => {
        const team = await lockTeam(tx, found.teamId, locale);
        const row = await tx.teamInvitation.findUnique({ where: { id: invitationId } });
        if (!row) throw notFound(locale, 'error.team.invitationNotFound');
        if (by === 'invited' && row.invitedUserId !== userId)
          throw forbidden(locale, 'error.team.notInvited');
        if (by === 'leader' && !leads(team, await membersOfLocked(tx, team.id), userId)) {
          throw forbidden(locale, 'error.team.notLeaderManage');
        }
        const status = invitationStatus(row);
        if (status === 'expired') throw conflict(locale, 'error.team.invitationExpired');
        if (status !== 'pending') throw conflict(locale, 'error.team.invitationAnswered');
        const next = await apply(tx, row, team);
        return tx.teamInvitation.update({
          where: { id: row.id },
          data: { status: next, answeredAt: new Date() },
        });
      }, TEAM_CHANGE_TRANSACTION);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(locale, 'error.team.alreadyMember');
      throw error;
    }
    this.relay.wake();
    return answered;
  }

  /** The caller's open invitations (pending, not expired), newest first, a page at a time. */
  async pageForInvited(
    userId: string,
    page: Page<typeof INVITATION_CURSOR>,
  ): Promise<ConnectionShape<InvitationRow>> {
    // Not to a team staff hid (docs/product.md §14): it is gone for the invited person, and takes nobody in.
    const where: Prisma.TeamInvitationWhereInput = {
      invitedUserId: userId,
      ...livePending(),
      team: { hiddenAt: null },
    };
    const order = newestFirst('createdAt', page);
    const [rows, totalCount] = await Promise.all([
      this.prisma.teamInvitation.findMany({
        where: order.where(where),
        orderBy: order.orderBy,
        take: order.take,
      }),
      this.prisma.teamInvitation.count({ where }),
    ]);
    return toConnection(rows, page.first, order.sortKeys, totalCount);
  }

  /** Every invitation of each of these teams, newest first, in one query (for their leaders). */
  async ofTeams(teamIds: readonly string[]): Promise<Map<string, InvitationRow[]>> {
    const byTeam = new Map<string, InvitationRow[]>();
    const valid = teamIds.filter(isUuid);
    if (valid.length === 0) return byTeam;
    const rows = await this.prisma.teamInvitation.findMany({
      where: { teamId: { in: valid } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    for (const row of rows) byTeam.set(row.teamId, [...(byTeam.get(row.teamId) ?? []), row]);
    return byTeam;
  }
}
