import { Inject, Injectable } from '@nestjs/common';
import { EVENTS, type Locale } from '@creators/contracts';
import { conflict, isUuid, notFound, OUTBOX_RELAY, recordEvent, type OutboxRelay } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import { isUniqueViolation } from './database-errors.js';
import { livePending } from './invitation-status.js';
import { addMember, lockTeam, TEAM_CHANGE_TRANSACTION } from './team-lock.js';

/**
 * Joining a team (product.md §4.2): only while it is forming, never beyond maxMembers, never twice; not within 24
 * hours of being removed from it unless invited (docs/product.md, teams change who is in them).
 *
 * Safe under concurrency: the team row is locked (`SELECT ... FOR UPDATE`) for the whole transaction, so joins of
 * one team run one after another and each counts the members the previous one left; the unique index on
 * (team_id, user_id) is the last guard against joining twice.
 *
 * A team that becomes full moves on from forming to active in the same transaction: nobody can join it any more,
 * and it would otherwise keep showing "Join Team" for a team that can only refuse.
 *
 * Someone with an open invitation to the team who joins it directly has thereby accepted it: the invitation is
 * answered (team.invitation_answered) in the same transaction.
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
      await this.prisma.$transaction(async (tx) => {
        const team = await lockTeam(tx, teamId, locale);
        const invitation = await tx.teamInvitation.findFirst({
          where: { teamId, invitedUserId: userId, ...livePending() },
        });
        if (invitation) {
          await tx.teamInvitation.update({
            where: { id: invitation.id },
            data: { status: 'accepted', answeredAt: new Date() },
          });
          await recordEvent(tx, EVENTS.teamInvitationAnswered, {
            invitationId: invitation.id,
            teamId,
            teamName: team.name,
            invitedUserId: userId,
            invitedBy: invitation.invitedBy,
            accepted: true,
          });
        }
        await addMember(tx, team, userId, locale, { invited: invitation !== null });
      }, TEAM_CHANGE_TRANSACTION);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(locale, 'error.team.alreadyMember');
      throw error;
    }
    this.relay.wake();
  }
}
