import { Injectable } from '@nestjs/common';
import type { ChallengeStatus, Locale } from '@creators/contracts';
import { conflict, notFound } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';

/** Statuses in which a challenge takes no new teams (docs/product.md, owners change what they made). */
const CLOSED: readonly ChallengeStatus[] = ['closed', 'archived'];

/**
 * The challenges service's challenge statuses as this service learned them from challenge.updated (the
 * challenge_statuses read model, challenge-statuses.events.ts), and whether staff hid the challenge (from
 * content.moderated, docs/product.md §14). A challenge never changed is active and visible.
 */
@Injectable()
export class ChallengeStatuses {
  constructor(private readonly prisma: PrismaService) {}

  /** Whether the challenge is closed, archived or hidden by staff, so that no new team may work on it. */
  async isClosed(challengeId: string, tx: Prisma.TransactionClient = this.prisma): Promise<boolean> {
    const row = await tx.challengeStatus.findUnique({ where: { challengeId } });
    return row !== null && (row.hidden || (CLOSED as readonly string[]).includes(row.status));
  }

  /**
   * Throws unless the challenge takes new teams: NOT_FOUND error.challenge.notFound when staff hid it (it is gone
   * for everyone but its author and staff), CONFLICT error.challenge.closed when it is closed or archived.
   */
  async assertTakesTeams(
    challengeId: string,
    locale: Locale,
    tx: Prisma.TransactionClient = this.prisma,
  ): Promise<void> {
    const row = await tx.challengeStatus.findUnique({ where: { challengeId } });
    if (row?.hidden) throw notFound(locale, 'error.challenge.notFound');
    if (row && (CLOSED as readonly string[]).includes(row.status))
      throw conflict(locale, 'error.challenge.closed');
  }
}
