import { Inject, Injectable } from '@nestjs/common';
import { EVENTS, type Locale } from '@creators/contracts';
import { conflict, isUuid, notFound, OUTBOX_RELAY, recordEvent, type OutboxRelay } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import { isUniqueViolation } from './database-errors.js';

interface LockedTeam {
  id: string;
  name: string;
  leaderId: string;
  maxMembers: number;
  status: string;
}

/**
 * Joining a team (product.md §4.2): only while it is forming, never beyond maxMembers, never twice.
 *
 * Safe under concurrency: the team row is locked (`SELECT ... FOR UPDATE`) for the whole transaction, so joins of
 * one team run one after another and each counts the members the previous one left; the unique index on
 * (team_id, user_id) is the last guard against joining twice.
 *
 * A team that becomes full moves on from forming to active in the same transaction: nobody can join it any more,
 * and the UI has no action for its leader to move it on, so it would otherwise keep showing "Join Team" for a
 * team that can only refuse.
 */
@Injectable()
export class TeamJoining {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
  ) {}

  /** Adds `userId` to the team as a member and records `team.member_joined`; throws NOT_FOUND or CONFLICT. */
  async join(teamId: string, userId: string, locale: Locale): Promise<void> {
    if (!isUuid(teamId)) throw notFound(locale, 'error.team.notFound');
    try {
      await this.prisma.$transaction(
        async (tx) => {
          const [team] = await tx.$queryRaw<LockedTeam[]>`
            SELECT id, name, leader_id::text AS "leaderId", max_members AS "maxMembers", status
            FROM teams WHERE id = ${teamId}::uuid FOR UPDATE`;
          if (!team) throw notFound(locale, 'error.team.notFound');
          const existing = await tx.teamMembership.findUnique({
            where: { teamId_userId: { teamId, userId } },
          });
          if (existing) throw conflict(locale, 'error.team.alreadyMember');
          const members = await tx.teamMembership.count({ where: { teamId } });
          if (members >= team.maxMembers) throw conflict(locale, 'error.team.full');
          if (team.status !== 'forming') throw conflict(locale, 'error.team.notForming');
          await tx.teamMembership.create({ data: { teamId, userId, role: 'member' } });
          if (members + 1 >= team.maxMembers) {
            await tx.team.update({ where: { id: teamId }, data: { status: 'active' } });
          }
          await recordEvent(tx, EVENTS.teamMemberJoined, {
            teamId,
            teamName: team.name,
            userId,
            leaderId: team.leaderId,
          });
        },
        // Joins of a popular team queue on the row lock: give them time to wait their turn.
        { maxWait: 10_000, timeout: 20_000 },
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(locale, 'error.team.alreadyMember');
      throw error;
    }
    this.relay.wake();
  }
}
