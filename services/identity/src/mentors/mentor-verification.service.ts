import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Locale } from '@creators/contracts';
import {
  isUuid,
  notFound,
  toConnection,
  type ConnectionShape,
  type OutboxRelay,
  type Page,
} from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import type { User as UserRow } from '../generated/prisma/client.js';
import { writeAudit } from '../moderation/audit-log.js';
import { OUTBOX_RELAY } from '../tokens.js';
import { MENTOR_ROLE, recordMentorAvailability } from './mentor-availability.js';

/** The staff list's order: oldest registration first (created_at, id ascending). */
export const UNVERIFIED_MENTOR_CURSOR = ['date', 'uuid'] as const;

/**
 * Verified mentors (docs/product.md §14). Anyone may register as a mentor, or become one in their profile; staff
 * verify them before they show in the directory and may accept mentoring. Verification belongs to the person: a
 * verified mentor who moves to another role and back stays verified (users.mentor_verified_at is kept).
 */
@Injectable()
export class MentorVerificationService {
  constructor(
    private readonly prisma: PrismaService,
    @Optional() @Inject(OUTBOX_RELAY) private readonly relay?: Pick<OutboxRelay, 'wake'>,
  ) {}

  /** One page of the mentors staff have not verified, oldest registration first. */
  async unverified(page: Page<typeof UNVERIFIED_MENTOR_CURSOR>): Promise<ConnectionShape<UserRow>> {
    const where = { role: MENTOR_ROLE, mentorVerifiedAt: null };
    const after = page.after;
    const [rows, totalCount] = await Promise.all([
      this.prisma.user.findMany({
        where: after
          ? {
              ...where,
              OR: [{ createdAt: { gt: after[0] } }, { createdAt: after[0], id: { gt: after[1] } }],
            }
          : where,
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        take: page.first + 1,
      }),
      this.prisma.user.count({ where }),
    ]);
    return toConnection(rows, page.first, (row) => [row.createdAt, row.id], totalCount);
  }

  /**
   * Staff verify (or take back the verification of) a mentor. Under the user's row lock, in one transaction: the
   * column, the audit entry (verify_mentor or unverify_mentor) and mentor.availability_updated with the new
   * `verified`, so that teams lets them accept mentoring (or no longer). Setting what already holds changes and
   * records nothing. NOT_FOUND error.user.notFound for nobody, error.mentoring.notMentor for someone whose role
   * is not mentor.
   */
  async verify(actorId: string, userId: string, verified: boolean, locale: Locale): Promise<UserRow> {
    if (!isUuid(userId)) throw notFound(locale, 'error.user.notFound');
    const { row, changed } = await this.prisma.$transaction(async (tx) => {
      const [locked] = await tx.$queryRaw<Array<{ role: string | null; mentor_verified_at: Date | null }>>`
        SELECT role, mentor_verified_at FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
      if (!locked) throw notFound(locale, 'error.user.notFound');
      if (locked.role !== MENTOR_ROLE) throw notFound(locale, 'error.mentoring.notMentor');
      if ((locked.mentor_verified_at !== null) === verified)
        return { row: await tx.user.findUniqueOrThrow({ where: { id: userId } }), changed: false };
      const updated = await tx.user.update({
        where: { id: userId },
        data: { mentorVerifiedAt: verified ? new Date() : null },
      });
      await writeAudit(tx, {
        actorId,
        action: verified ? 'verify_mentor' : 'unverify_mentor',
        itemType: 'person',
        itemId: userId,
        subjectUserId: userId,
      });
      await recordMentorAvailability(tx, userId);
      return { row: updated, changed: true };
    });
    if (changed) this.relay?.wake();
    return row;
  }
}
