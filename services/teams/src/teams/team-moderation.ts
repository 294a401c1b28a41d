import { Inject, Injectable } from '@nestjs/common';
import { EVENTS, type Locale } from '@creators/contracts';
import { isUuid, notFound, OUTBOX_RELAY, recordEvent, type OutboxRelay } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import { lockTeam, TEAM_CHANGE_TRANSACTION } from './team-lock.js';
import { withMembers, toTeamType } from './team.mapper.js';
import type { TeamType } from './team.types.js';

/**
 * Staff hide a team with a reason, or restore it (docs/product.md §14). Hidden, it leaves every list, search and
 * count (challenge team counts included), takes no new members, and its page answers only its members and staff.
 * Runs under the team row's lock, like every other change of a team; the change and content.moderated (authorIds:
 * its leader) are written in one transaction. Hiding a hidden team or restoring a visible one records nothing.
 * Its updatedAt stays: hiding is no edit of its leader's.
 */
@Injectable()
export class TeamModeration {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
  ) {}

  /** `reason` is already validated when hiding and ignored when restoring; NOT_FOUND for an unknown id. */
  async setHidden(
    teamId: string,
    hidden: boolean,
    reason: string | null,
    actorId: string,
    locale: Locale,
  ): Promise<TeamType> {
    if (!isUuid(teamId)) throw notFound(locale, 'error.team.notFound');
    const changed = await this.prisma.$transaction(async (tx) => {
      const team = await lockTeam(tx, teamId, locale);
      if ((team.hiddenAt !== null) === hidden) return false;
      const reasonKept = hidden ? reason : null;
      // Raw SQL: Prisma's @updatedAt would move the version the leader edits from.
      await tx.$executeRaw`
        UPDATE teams
        SET hidden_at = ${hidden ? new Date() : null}::timestamptz, hidden_reason = ${reasonKept}
        WHERE id = ${teamId}::uuid`;
      await recordEvent(tx, EVENTS.contentModerated, {
        itemType: 'team',
        itemId: teamId,
        title: team.name,
        authorIds: [team.leaderId],
        hidden,
        reason: reasonKept,
        actorId,
        // The page that lists it.
        parent: team.challengeId ? { type: 'challenge', id: team.challengeId } : null,
      });
      return true;
    }, TEAM_CHANGE_TRANSACTION);
    if (changed) this.relay.wake();
    const row = await this.prisma.team.findUniqueOrThrow({ where: { id: teamId }, include: withMembers });
    return toTeamType(row);
  }
}
