import { Injectable } from '@nestjs/common';
import { newestFirst, toConnection, type ConnectionShape, type Page } from '@creators/platform';
import { isUuid, PrismaService } from '../database/prisma.service.js';
import { toBrainstormSessionType } from './brainstorm-session.mapper.js';
import type { BrainstormSessionType } from './brainstorm-session.types.js';

/**
 * The sort keys of a user's sessions: last activity, then id (index user_id, updated_at). A brainstorm that goes on
 * while someone pages moves to the front, so it shows on the first page, not again on a later one.
 */
export const SESSION_ORDER = ['date', 'string'] as const;

/**
 * A brainstorm idle longer than this is no longer open: a challenge its author publishes later does not end it
 * (brainstorm-completion.ts).
 */
export const SESSION_IDLE_MS = 6 * 60 * 60 * 1000;

@Injectable()
export class BrainstormSessionsService {
  constructor(private readonly prisma: PrismaService) {}

  /** A page of the user's brainstorm sessions, most recently active first, with how many there are in all. */
  async pageForUser(
    userId: string,
    page: Page<typeof SESSION_ORDER>,
  ): Promise<ConnectionShape<BrainstormSessionType>> {
    if (!isUuid(userId)) return toConnection([], page.first, () => [], 0);
    const where = { userId };
    const order = newestFirst('updatedAt', page);
    const [rows, totalCount] = await Promise.all([
      this.prisma.brainstormSession.findMany({
        where: order.where(where),
        orderBy: order.orderBy,
        take: order.take,
      }),
      this.prisma.brainstormSession.count({ where }),
    ]);
    return toConnection(rows.map(toBrainstormSessionType), page.first, order.sortKeys, totalCount);
  }
}
