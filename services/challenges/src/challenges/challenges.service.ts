import { Inject, Injectable } from '@nestjs/common';
import { EVENTS, type createChallengeSchema } from '@creators/contracts';
import { isUuid, OUTBOX_RELAY, recordEvent, type OutboxRelay } from '@creators/platform';
import type { z } from 'zod';
import { PrismaService } from '../database/prisma.service.js';
import { toChallengeView, type ChallengeView } from './challenge.mapper.js';

/** A challenge as createChallengeSchema has validated and cleaned it. */
export type NewChallenge = z.output<typeof createChallengeSchema>;

@Injectable()
export class ChallengesService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
  ) {}

  /** Every challenge, newest first (ties broken by id so the order is stable). */
  async list(): Promise<ChallengeView[]> {
    const rows = await this.prisma.challenge.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    return rows.map(toChallengeView);
  }

  async findById(id: string): Promise<ChallengeView | null> {
    if (!isUuid(id)) return null;
    const row = await this.prisma.challenge.findUnique({ where: { id } });
    return row ? toChallengeView(row) : null;
  }

  /**
   * Stores a challenge by `createdBy` and records `challenge.created` in the same transaction (the outbox), then
   * wakes the relay to publish it. A challenge counts as coming from the brainstorm when it brings the
   * brainstorm's messages (a non-empty brainstormSession).
   */
  async create(input: NewChallenge, createdBy: string): Promise<ChallengeView> {
    const fromBrainstorm = (input.brainstormSession?.length ?? 0) > 0;
    const row = await this.prisma.$transaction(async (tx) => {
      const created = await tx.challenge.create({
        data: {
          title: input.title,
          description: input.description,
          category: input.category,
          difficulty: input.difficulty,
          status: input.status,
          tags: input.tags,
          createdBy,
          ...(input.brainstormSession ? { brainstormSession: input.brainstormSession } : {}),
          validatedInsights: input.validatedInsights ?? [],
        },
      });
      await recordEvent(tx, EVENTS.challengeCreated, {
        challengeId: created.id,
        title: created.title,
        createdBy,
        fromBrainstorm,
      });
      return created;
    });
    this.relay.wake();
    return toChallengeView(row);
  }
}
