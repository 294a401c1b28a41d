import { Injectable } from '@nestjs/common';
import { capList, DATA_EXPORT_LIST_MAX, exportSection } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';

const take = DATA_EXPORT_LIST_MAX + 1;

/**
 * What the discussions service holds about a person, for "Download my data" (docs/product.md §15): the comments
 * they wrote (deleted and hidden ones included, marked so), with the title of the page each belongs to, and the
 * discussions it counts them an owner of (kept from the owning services).
 */
@Injectable()
export class DiscussionsDataExport {
  constructor(private readonly prisma: PrismaService) {}

  async export(userId: string): Promise<Record<string, unknown>> {
    const [comments, subjects] = await Promise.all([
      this.prisma.comment.findMany({
        where: { authorId: userId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
        select: {
          id: true,
          subjectType: true,
          subjectId: true,
          parentId: true,
          body: true,
          createdAt: true,
          updatedAt: true,
          editedAt: true,
          deletedAt: true,
          hiddenAt: true,
          hiddenReason: true,
        },
      }),
      this.prisma.subject.findMany({
        where: { ownerIds: { has: userId } },
        orderBy: [{ version: 'desc' }, { id: 'desc' }],
        take,
        select: { type: true, id: true, title: true, state: true },
      }),
    ]);
    // The titles of the pages the comments are on, in one query.
    const keys = [...new Set(comments.map((c) => `${c.subjectType}:${c.subjectId}`))].map((key) => {
      const [type, id] = key.split(':') as [string, string];
      return { type, id };
    });
    const titled = keys.length
      ? await this.prisma.subject.findMany({
          where: { OR: keys },
          select: { type: true, id: true, title: true },
        })
      : [];
    const titles = new Map(titled.map((s) => [`${s.type}:${s.id}`, s.title]));
    return exportSection({
      comments: capList(
        comments.map(({ hiddenAt, hiddenReason, ...comment }) => ({
          ...comment,
          subjectTitle: titles.get(`${comment.subjectType}:${comment.subjectId}`) ?? null,
          hidden: hiddenAt !== null,
          hiddenReason,
        })),
      ),
      discussionsOwned: capList(subjects),
    });
  }
}
