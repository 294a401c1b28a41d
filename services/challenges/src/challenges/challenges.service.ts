import { Inject, Injectable } from '@nestjs/common';
import {
  challengeListSchema,
  EVENTS,
  uuid,
  type ChallengeListFilters,
  type createChallengeSchema,
} from '@creators/contracts';
import {
  containsText,
  isUuid,
  seesHidden,
  OUTBOX_RELAY,
  recordEvent,
  newestFirst,
  NEWEST_FIRST_CURSOR,
  toConnection,
  type ConnectionShape,
  type OutboxRelay,
  type Page,
  type Viewer,
} from '@creators/platform';
import type { z } from 'zod';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { currentProgrammeOf } from '@creators/platform/programmes/current-programmes';
import { toChallengeType } from './challenge.mapper.js';
import type { ChallengeType } from './challenge.types.js';

/** A challenge as createChallengeSchema has validated and cleaned it. */
export type NewChallenge = z.output<typeof createChallengeSchema>;

/**
 * The list's filters: the contracts' ones and a programme (docs/product.md §16: the challenges of one programme).
 */
export const challengeListFiltersSchema = challengeListSchema.extend({ programmeId: uuid.optional() });
export type ChallengeListQuery = ChallengeListFilters & { programmeId?: string };

/** The list's order, newest first: the cursor holds createdAt and id (the tie-breaker). */
export const CHALLENGE_CURSOR = NEWEST_FIRST_CURSOR;

/**
 * The list's filters; archived challenges and those staff hid (docs/product.md §14) are never listed nor counted,
 * for anyone (still answered by id: findById, a hidden one only to its author and staff). The index that serves the
 * list's order still does: a hidden row is only skipped.
 */
function listFilter(filters: ChallengeListQuery): Prisma.ChallengeWhereInput {
  return {
    status: { not: 'archived' },
    hiddenAt: null,
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.createdBy ? { createdBy: filters.createdBy } : {}),
    ...(filters.programmeId ? { programmeId: filters.programmeId } : {}),
    ...(filters.search
      ? { OR: [{ title: containsText(filters.search) }, { description: containsText(filters.search) }] }
      : {}),
  };
}

/** The challenge, unless staff hid it and `viewer` is neither its author nor staff (docs/product.md §14). */
export function visibleTo(challenge: ChallengeType, viewer: Viewer): ChallengeType | null {
  return !challenge.hidden || seesHidden(viewer, [challenge.createdBy]) ? challenge : null;
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
    filters: ChallengeListQuery,
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

  /** One challenge as `viewer` may see it: null for an unknown or malformed id, and when hidden from them. */
  async findById(id: string, viewer: Viewer): Promise<ChallengeType | null> {
    if (!isUuid(id)) return null;
    const row = await this.prisma.challenge.findUnique({ where: { id } });
    return row ? visibleTo(toChallengeType(row), viewer) : null;
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
   * wakes the relay to publish it. It belongs to its author's current programme (docs/product.md §16; null: none). Whether it ended a brainstorm is brainstorm-ai's to say (brainstorm.completed),
   * from its own record of the brainstorm, never from what the client sends.
   */
  async create(input: NewChallenge, createdBy: string): Promise<ChallengeType> {
    const row = await this.prisma.$transaction(async (tx) => {
      const programmeId = await currentProgrammeOf(tx, createdBy);
      const created = await tx.challenge.create({
        data: { ...input, createdBy, programmeId, validatedInsights: input.validatedInsights ?? [] },
      });
      await recordEvent(tx, EVENTS.challengeCreated, {
        challengeId: created.id,
        title: created.title,
        createdBy,
        programmeId,
      });
      return created;
    });
    this.relay.wake();
    return toChallengeType(row);
  }
}
