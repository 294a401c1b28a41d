import { Inject, Injectable } from '@nestjs/common';
import { EVENTS, type ChallengeListFilters, type createChallengeSchema } from '@creators/contracts';
import {
  containsText,
  isUuid,
  OUTBOX_RELAY,
  recordEvent,
  newestFirst,
  NEWEST_FIRST_CURSOR,
  toConnection,
  type ConnectionShape,
  type OutboxRelay,
  type Page,
} from '@creators/platform';
import type { z } from 'zod';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { toChallengeType } from './challenge.mapper.js';
import type { ChallengeType } from './challenge.types.js';

/** A challenge as createChallengeSchema has validated and cleaned it. */
export type NewChallenge = z.output<typeof createChallengeSchema>;

/** The list's order, newest first: the cursor holds createdAt and id (the tie-breaker). */
export const CHALLENGE_CURSOR = NEWEST_FIRST_CURSOR;

/** The list's filters; archived challenges are never listed nor counted (still answered by id: findById). */
function listFilter(filters: ChallengeListFilters): Prisma.ChallengeWhereInput {
  return {
    status: { not: 'archived' },
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.createdBy ? { createdBy: filters.createdBy } : {}),
    ...(filters.search
      ? { OR: [{ title: containsText(filters.search) }, { description: containsText(filters.search) }] }
      : {}),
  };
}

@Injectable()
export class ChallengesService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
  ) {}

  /**
   * One page of the challenges that match `filters`, newest first (ties broken by id, so the order holds while
   * challenges are added), with how many match in all.
   */
  async page(
    filters: ChallengeListFilters,
    page: Page<typeof CHALLENGE_CURSOR>,
  ): Promise<ConnectionShape<ChallengeType>> {
    const where = listFilter(filters);
    const order = newestFirst('createdAt', page);
    const [rows, totalCount] = await Promise.all([
      this.prisma.challenge.findMany({
        where: order.where(where),
        orderBy: order.orderBy,
        take: order.take,
      }),
      this.prisma.challenge.count({ where }),
    ]);
    return toConnection(rows.map(toChallengeType), page.first, order.sortKeys, totalCount);
  }

  async findById(id: string): Promise<ChallengeType | null> {
    if (!isUuid(id)) return null;
    const row = await this.prisma.challenge.findUnique({ where: { id } });
    return row ? toChallengeType(row) : null;
  }

  /** The challenges with these ids, by id, in one query (unknown and malformed ids are left out). */
  async findByIds(ids: readonly string[]): Promise<Map<string, ChallengeType>> {
    const wanted = ids.filter(isUuid);
    if (wanted.length === 0) return new Map();
    const rows = await this.prisma.challenge.findMany({ where: { id: { in: wanted } } });
    return new Map(rows.map((row) => [row.id, toChallengeType(row)]));
  }

  /**
   * Stores a challenge by `createdBy` and records `challenge.created` in the same transaction (the outbox), then
   * wakes the relay to publish it. Whether it ended a brainstorm is brainstorm-ai's to say (brainstorm.completed),
   * from its own record of the brainstorm, never from what the client sends.
   */
  async create(input: NewChallenge, createdBy: string): Promise<ChallengeType> {
    const row = await this.prisma.$transaction(async (tx) => {
      const created = await tx.challenge.create({
        data: { ...input, createdBy, validatedInsights: input.validatedInsights ?? [] },
      });
      await recordEvent(tx, EVENTS.challengeCreated, {
        challengeId: created.id,
        title: created.title,
        createdBy,
      });
      return created;
    });
    this.relay.wake();
    return toChallengeType(row);
  }
}
