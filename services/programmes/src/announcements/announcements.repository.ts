import { Injectable } from '@nestjs/common';
import type { AnnouncementAudience } from '@creators/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';

export interface AnnouncementRecord {
  id: string;
  programmeId: string;
  title: string;
  body: string;
  audience: AnnouncementAudience;
  postedBy: string;
  recipientCount: number;
  createdAt: Date;
}

const SELECT = {
  id: true,
  programmeId: true,
  title: true,
  body: true,
  audience: true,
  postedBy: true,
  recipientCount: true,
  createdAt: true,
} as const;

const toRecord = (row: Prisma.AnnouncementGetPayload<{ select: typeof SELECT }>): AnnouncementRecord => ({
  ...row,
  audience: row.audience as AnnouncementAudience,
});

/** Announcements and who they reached (docs/product.md §16.4). */
@Injectable()
export class AnnouncementsRepository {
  constructor(private readonly prisma: PrismaService) {}

  async create(
    tx: Prisma.TransactionClient,
    announcement: Omit<AnnouncementRecord, 'id' | 'createdAt' | 'recipientCount'>,
    recipientIds: readonly string[],
  ): Promise<AnnouncementRecord> {
    const row = await tx.announcement.create({
      data: { ...announcement, recipientCount: recipientIds.length },
      select: SELECT,
    });
    // In chunks: a programme of thousands stays within the query's parameter limit.
    for (let i = 0; i < recipientIds.length; i += 5_000)
      await tx.announcementRecipient.createMany({
        data: recipientIds.slice(i, i + 5_000).map((userId) => ({ announcementId: row.id, userId })),
        skipDuplicates: true,
      });
    return toRecord(row);
  }

  /** A programme's announcements, newest first, a page at a time. */
  async ofProgramme(programmeId: string, first: number, after: readonly [Date, string] | null) {
    const rows = await this.prisma.announcement.findMany({
      where: {
        programmeId,
        ...(after
          ? { OR: [{ createdAt: { lt: after[0] } }, { createdAt: after[0], id: { lt: after[1] } }] }
          : {}),
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: first + 1,
      select: SELECT,
    });
    return rows.map(toRecord);
  }

  countOfProgramme(programmeId: string): Promise<number> {
    return this.prisma.announcement.count({ where: { programmeId } });
  }

  /** What is pinned on a person's dashboard: the announcements that reached them and they have not dismissed. */
  async pinnedFor(userId: string, limit: number): Promise<AnnouncementRecord[]> {
    const rows = await this.prisma.announcement.findMany({
      where: { recipients: { some: { userId, dismissedAt: null } } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
      select: SELECT,
    });
    return rows.map(toRecord);
  }

  /** Dismisses it for the person; false when it never reached them. */
  async dismiss(id: string, userId: string): Promise<boolean> {
    const { count } = await this.prisma.announcementRecipient.updateMany({
      where: { announcementId: id, userId },
      data: { dismissedAt: new Date() },
    });
    return count > 0;
  }
}
