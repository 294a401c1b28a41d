import { Injectable } from '@nestjs/common';
import { capList, DATA_EXPORT_LIST_MAX, exportSection } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';

const take = DATA_EXPORT_LIST_MAX + 1;

/**
 * What the programmes service holds about a person, for "Download my data" (docs/product.md §15): the programmes
 * they joined or organise, the one they work in now, their activity as programmes see it, and the announcements
 * that reached them or they posted, the programmes they judge with the scores they gave, and their votes.
 */
@Injectable()
export class ProgrammesDataExport {
  constructor(private readonly prisma: PrismaService) {}

  async export(userId: string): Promise<Record<string, unknown>> {
    const [memberships, organising, person, received, posted, judging, scores, votes] = await Promise.all([
      this.prisma.programmeMember.findMany({
        where: { userId },
        orderBy: { joinedAt: 'desc' },
        take,
        select: { joinedAt: true, programme: { select: { id: true, name: true } } },
      }),
      this.prisma.programmeOrganiser.findMany({
        where: { userId },
        orderBy: { addedAt: 'desc' },
        take,
        select: { addedAt: true, programme: { select: { id: true, name: true } } },
      }),
      this.prisma.person.findUnique({ where: { userId } }),
      this.prisma.announcementRecipient.findMany({
        where: { userId },
        orderBy: { announcement: { createdAt: 'desc' } },
        take,
        select: {
          dismissedAt: true,
          announcement: { select: { id: true, programmeId: true, title: true, body: true, createdAt: true } },
        },
      }),
      this.prisma.announcement.findMany({
        where: { postedBy: userId },
        orderBy: { createdAt: 'desc' },
        take,
        select: { id: true, programmeId: true, title: true, body: true, audience: true, createdAt: true },
      }),
      this.prisma.programmeJudge.findMany({
        where: { userId },
        orderBy: { addedAt: 'desc' },
        take,
        select: { programmeId: true, addedAt: true },
      }),
      this.prisma.score.findMany({
        where: { judgeId: userId },
        orderBy: { updatedAt: 'desc' },
        take,
        select: { programmeId: true, projectId: true, criteria: true, comment: true, updatedAt: true },
      }),
      this.prisma.vote.findMany({
        where: { userId },
        orderBy: { votedAt: 'desc' },
        take,
        select: { programmeId: true, projectId: true, votedAt: true },
      }),
    ]);
    return exportSection({
      programmes: capList(memberships.map((m) => ({ ...m.programme, joinedAt: m.joinedAt }))),
      programmesOrganised: capList(organising.map((o) => ({ ...o.programme, since: o.addedAt }))),
      activity: capList(
        person
          ? [
              {
                currentProgrammeId: person.currentProgrammeId,
                lastActiveOn: person.lastActiveOn,
                brainstormStartedAt: person.brainstormStartedAt,
              },
            ]
          : [],
      ),
      announcementsReceived: capList(
        received.map((r) => ({ ...r.announcement, dismissedAt: r.dismissedAt })),
      ),
      announcementsPosted: capList(posted),
      judging: capList(judging),
      scoresGiven: capList(scores),
      votes: capList(votes),
    });
  }
}
