import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';

type Db = Prisma.TransactionClient | PrismaService;

/** The people read model: the programme each person works in now, mentor or not, activity (docs/product.md §16). */
@Injectable()
export class PeopleRepository {
  constructor(private readonly prisma: PrismaService) {}

  async currentProgrammeId(userId: string, db: Db = this.prisma): Promise<string | null> {
    const person = await db.person.findUnique({ where: { userId }, select: { currentProgrammeId: true } });
    return person?.currentProgrammeId ?? null;
  }

  /** Sets the person's current programme; returns the time of the change. */
  async setCurrent(tx: Prisma.TransactionClient, userId: string, programmeId: string | null): Promise<Date> {
    const changedAt = new Date();
    await tx.person.upsert({
      where: { userId },
      create: { userId, currentProgrammeId: programmeId, currentChangedAt: changedAt },
      update: { currentProgrammeId: programmeId, currentChangedAt: changedAt },
    });
    return changedAt;
  }

  async registered(tx: Prisma.TransactionClient, userId: string, isMentor: boolean): Promise<void> {
    await tx.person.upsert({ where: { userId }, create: { userId, isMentor }, update: { isMentor } });
  }

  async mentorChanged(tx: Prisma.TransactionClient, userId: string, isMentor: boolean): Promise<void> {
    await tx.person.upsert({ where: { userId }, create: { userId, isMentor }, update: { isMentor } });
  }

  /** The latest day the person was active (an older day delivered late changes nothing). */
  async active(tx: Prisma.TransactionClient, userId: string, day: Date): Promise<void> {
    await tx.$executeRaw`
      INSERT INTO people (user_id, last_active_on) VALUES (${userId}::uuid, ${day}::date)
      ON CONFLICT (user_id) DO UPDATE
      SET last_active_on = GREATEST(people.last_active_on, EXCLUDED.last_active_on)`;
  }

  /** When the person first started a brainstorm (later ones change nothing). */
  async brainstormStarted(tx: Prisma.TransactionClient, userId: string, at: Date): Promise<void> {
    await tx.$executeRaw`
      INSERT INTO people (user_id, brainstorm_started_at) VALUES (${userId}::uuid, ${at})
      ON CONFLICT (user_id) DO UPDATE
      SET brainstorm_started_at = LEAST(COALESCE(people.brainstorm_started_at, EXCLUDED.brainstorm_started_at),
                                        EXCLUDED.brainstorm_started_at)`;
  }
}
