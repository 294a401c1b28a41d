import { Inject, Injectable } from '@nestjs/common';
import { EVENTS, type Locale } from '@creators/contracts';
import { isUuid, notFound, OUTBOX_RELAY, recordEvent, type OutboxRelay } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Challenge as ChallengeRow } from '../generated/prisma/client.js';
import { toChallengeType } from './challenge.mapper.js';
import type { ChallengeType } from './challenge.types.js';

/**
 * Staff hide a challenge with a reason, or restore it (docs/product.md §14). Hidden, it leaves every list, search
 * and count, and its page answers only its author and staff (ChallengesService, ChallengesResolver). The change
 * and content.moderated are written in one transaction; hiding a hidden challenge or restoring a visible one
 * changes nothing and records nothing. Its updatedAt stays: hiding is no edit of its author's.
 */
@Injectable()
export class ChallengeModeration {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
  ) {}

  /** `reason` is already validated when hiding and ignored when restoring; NOT_FOUND for an unknown id. */
  async setHidden(
    id: string,
    hidden: boolean,
    reason: string | null,
    actorId: string,
    locale: Locale,
  ): Promise<ChallengeType> {
    if (!isUuid(id)) throw notFound(locale, 'error.challenge.notFound');
    const { row, changed } = await this.prisma.$transaction(async (tx) => {
      const [current] = await tx.$queryRaw<Array<{ id: string }>>`
        SELECT id::text AS id FROM challenges WHERE id = ${id}::uuid FOR UPDATE`;
      if (!current) throw notFound(locale, 'error.challenge.notFound');
      const before = await tx.challenge.findUniqueOrThrow({ where: { id } });
      if ((before.hiddenAt !== null) === hidden) return { row: before, changed: false };
      const reasonKept = hidden ? reason : null;
      // Raw SQL: Prisma's @updatedAt would move the version the author edits from.
      await tx.$executeRaw`
        UPDATE challenges
        SET hidden_at = ${hidden ? new Date() : null}::timestamptz, hidden_reason = ${reasonKept}
        WHERE id = ${id}::uuid`;
      const after: ChallengeRow = await tx.challenge.findUniqueOrThrow({ where: { id } });
      await recordEvent(tx, EVENTS.contentModerated, {
        itemType: 'challenge',
        itemId: id,
        title: after.title,
        authorIds: [after.createdBy],
        hidden,
        reason: reasonKept,
        actorId,
        parent: null,
      });
      return { row: after, changed: true };
    });
    if (changed) this.relay.wake();
    return toChallengeType(row);
  }
}
