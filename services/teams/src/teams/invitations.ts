import { Inject, Injectable } from '@nestjs/common';
import { EVENTS, type Locale, type teamInvitationSchema } from '@creators/contracts';
import {
  badUserInput,
  conflict,
  forbidden,
  notFound,
  OUTBOX_RELAY,
  recordEvent,
  type OutboxRelay,
} from '@creators/platform';
import type { z } from 'zod';
import { PrismaService } from '../database/prisma.service.js';
import type { TeamInvitation as InvitationRow } from '../generated/prisma/client.js';
import { isUniqueViolation } from './database-errors.js';

export type NewInvitation = z.output<typeof teamInvitationSchema>;

/**
 * Inviting someone to a team. The caller must lead the team: the one named by teamId, or else the most recently
 * created team they lead that is still forming. Nobody invites themselves, a member, or the same person twice, and
 * only to a team that can still be joined (forming, not full).
 * Whether the invited user exists is identity's to know: any uuid is accepted.
 */
@Injectable()
export class TeamInvitations {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
  ) {}

  async invite(input: NewInvitation, invitedBy: string, locale: Locale): Promise<InvitationRow> {
    if (input.userId === invitedBy) throw badUserInput(locale, { userId: 'error.team.inviteSelf' });
    const team = input.teamId
      ? await this.prisma.team.findUnique({ where: { id: input.teamId } })
      : await this.prisma.team.findFirst({
          where: { leaderId: invitedBy, status: 'forming' },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        });
    if (input.teamId && !team) throw notFound(locale, 'error.team.notFound');
    if (!team || team.leaderId !== invitedBy) throw forbidden(locale, 'error.team.notLeader');

    let invitation: InvitationRow;
    try {
      invitation = await this.prisma.$transaction(async (tx) => {
        const member = await tx.teamMembership.findUnique({
          where: { teamId_userId: { teamId: team.id, userId: input.userId } },
        });
        if (member) throw conflict(locale, 'error.team.inviteeAlreadyMember');
        // An invitation is to join: pointless for a team that can no longer be joined.
        if (team.status !== 'forming') throw conflict(locale, 'error.team.notForming');
        if ((await tx.teamMembership.count({ where: { teamId: team.id } })) >= team.maxMembers) {
          throw conflict(locale, 'error.team.full');
        }
        const created = await tx.teamInvitation.create({
          data: { teamId: team.id, invitedUserId: input.userId, invitedBy },
        });
        await recordEvent(tx, EVENTS.teamInvitationSent, {
          teamId: team.id,
          teamName: team.name,
          invitedUserId: input.userId,
          invitedBy,
        });
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(locale, 'error.team.alreadyInvited');
      throw error;
    }
    this.relay.wake();
    return invitation;
  }
}
