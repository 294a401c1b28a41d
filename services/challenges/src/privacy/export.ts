import { Injectable } from '@nestjs/common';
import { capList, DATA_EXPORT_LIST_MAX, exportSection } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';

/**
 * What the challenges service holds about a person, for "Download my data" (docs/product.md §15): the challenges
 * they published, hidden ones included (with the reason, which their author may see).
 */
@Injectable()
export class ChallengesDataExport {
  constructor(private readonly prisma: PrismaService) {}

  async export(userId: string): Promise<Record<string, unknown>> {
    const rows = await this.prisma.challenge.findMany({
      where: { createdBy: userId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: DATA_EXPORT_LIST_MAX + 1,
      select: {
        id: true,
        title: true,
        description: true,
        category: true,
        difficulty: true,
        status: true,
        tags: true,
        programmeId: true,
        brainstormSession: true,
        validatedInsights: true,
        createdAt: true,
        updatedAt: true,
        editedAt: true,
        hiddenAt: true,
        hiddenReason: true,
      },
    });
    return exportSection({
      challengesCreated: capList(
        rows.map(({ hiddenAt, hiddenReason, ...challenge }) => ({
          ...challenge,
          hidden: hiddenAt !== null,
          hiddenReason,
        })),
      ),
    });
  }
}
