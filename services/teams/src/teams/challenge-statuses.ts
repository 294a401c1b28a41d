import { Injectable } from '@nestjs/common';
import type { ChallengeStatus } from '@creators/contracts';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';

/** Statuses in which a challenge takes no new teams (docs/product.md, owners change what they made). */
const CLOSED: readonly ChallengeStatus[] = ['closed', 'archived'];

/**
 * The challenges service's challenge statuses as this service learned them from challenge.updated (the
 * challenge_statuses read model, challenge-statuses.events.ts). A challenge never changed is active.
 */
@Injectable()
export class ChallengeStatuses {
  constructor(private readonly prisma: PrismaService) {}

  /** Whether the challenge is closed or archived, so that no new team may work on it. */
  async isClosed(challengeId: string, tx: Prisma.TransactionClient = this.prisma): Promise<boolean> {
    const row = await tx.challengeStatus.findUnique({ where: { challengeId } });
    return row !== null && (CLOSED as readonly string[]).includes(row.status);
  }
}
