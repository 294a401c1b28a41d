import { Injectable } from '@nestjs/common';
import { capList, DATA_EXPORT_LIST_MAX, exportSection } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';

const take = DATA_EXPORT_LIST_MAX + 1;
const projectTitle = { select: { title: true } };

const feedbackFields = {
  id: true,
  projectId: true,
  mentorId: true,
  notes: true,
  scoreProblem: true,
  scoreSolution: true,
  scorePrototype: true,
  scorePresentation: true,
  createdAt: true,
  updatedAt: true,
  project: projectTitle,
} as const;

/** A feedback row as the file shows it: the scores together, the project's title beside its id. */
function feedbackEntry(row: {
  project: { title: string };
  scoreProblem: number;
  scoreSolution: number;
  scorePrototype: number;
  scorePresentation: number;
  [key: string]: unknown;
}) {
  const { project, scoreProblem, scoreSolution, scorePrototype, scorePresentation, ...rest } = row;
  return {
    ...rest,
    projectTitle: project.title,
    scores: {
      problem: scoreProblem,
      solution: scoreSolution,
      prototype: scorePrototype,
      presentation: scorePresentation,
    },
  };
}

/**
 * What the showcase service holds about a person, for "Download my data" (docs/product.md §15): projects they
 * created or whose team they are in, their likes and views, mentor feedback they gave and their teams' projects
 * received, resources they added, and the team memberships and mentorships it keeps from the teams service.
 */
@Injectable()
export class ShowcaseDataExport {
  constructor(private readonly prisma: PrismaService) {}

  async export(userId: string): Promise<Record<string, unknown>> {
    const [teamMembers, teamDepartures, teamMentors, mentorDepartures] = await Promise.all([
      this.prisma.teamMember.findMany({
        where: { userId },
        orderBy: [{ joinedAt: 'desc' }, { teamId: 'desc' }],
        take,
        select: { teamId: true, joinedAt: true },
      }),
      this.prisma.teamMemberDeparture.findMany({
        where: { userId },
        orderBy: [{ leftAt: 'desc' }, { teamId: 'desc' }],
        take,
        select: { teamId: true, leftAt: true },
      }),
      this.prisma.teamMentor.findMany({
        where: { mentorId: userId },
        orderBy: [{ since: 'desc' }, { teamId: 'desc' }],
        take,
        select: { teamId: true, since: true },
      }),
      this.prisma.teamMentorDeparture.findMany({
        where: { mentorId: userId },
        orderBy: [{ endedAt: 'desc' }, { teamId: 'desc' }],
        take,
        select: { teamId: true, endedAt: true },
      }),
    ]);
    const teamIds = teamMembers.slice(0, DATA_EXPORT_LIST_MAX).map((member) => member.teamId);
    const [projects, likes, views, feedbackGiven, feedbackReceived, resources] = await Promise.all([
      this.prisma.project.findMany({
        where: { OR: [{ createdBy: userId }, { teamId: { in: teamIds } }] },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
        select: {
          id: true,
          title: true,
          description: true,
          teamId: true,
          challengeId: true,
          programmeId: true,
          status: true,
          repositoryUrl: true,
          demoUrl: true,
          imageUrl: true,
          tags: true,
          likes: true,
          views: true,
          createdBy: true,
          createdAt: true,
          updatedAt: true,
          editedAt: true,
          hiddenAt: true,
          hiddenReason: true,
        },
      }),
      this.prisma.projectLike.findMany({
        where: { userId },
        orderBy: [{ createdAt: 'desc' }, { projectId: 'desc' }],
        take,
        select: { projectId: true, createdAt: true, project: projectTitle },
      }),
      this.prisma.projectView.findMany({
        where: { userId },
        orderBy: [{ day: 'desc' }, { projectId: 'desc' }],
        take,
        select: { projectId: true, day: true, project: projectTitle },
      }),
      this.prisma.projectFeedback.findMany({
        where: { mentorId: userId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
        select: feedbackFields,
      }),
      this.prisma.projectFeedback.findMany({
        where: {
          mentorId: { not: userId },
          project: { OR: [{ createdBy: userId }, { teamId: { in: teamIds } }] },
        },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
        select: feedbackFields,
      }),
      this.prisma.resource.findMany({
        where: { createdBy: userId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
        select: {
          id: true,
          title: true,
          description: true,
          type: true,
          url: true,
          provider: true,
          difficulty: true,
          tags: true,
          duration: true,
          createdAt: true,
          updatedAt: true,
          editedAt: true,
          hiddenAt: true,
          hiddenReason: true,
        },
      }),
    ]);
    const members = new Set(teamIds);
    /** Hidden items show that they are hidden, and why (their authors may see the reason). */
    const withHidden = <T extends { hiddenAt: Date | null; hiddenReason: string | null }>({
      hiddenAt,
      hiddenReason,
      ...row
    }: T) => ({ ...row, hidden: hiddenAt !== null, hiddenReason });
    return exportSection({
      projects: capList(
        projects.map((project) => ({
          ...withHidden(project),
          createdByYou: project.createdBy === userId,
          yourTeam: members.has(project.teamId),
        })),
      ),
      likes: capList(likes.map(({ project, ...like }) => ({ ...like, projectTitle: project.title }))),
      views: capList(
        views.map(({ project, day, ...view }) => ({
          ...view,
          day: day.toISOString().slice(0, 10),
          projectTitle: project.title,
        })),
      ),
      feedbackGiven: capList(feedbackGiven.map(feedbackEntry)),
      feedbackReceived: capList(feedbackReceived.map(feedbackEntry)),
      resourcesAdded: capList(resources.map(withHidden)),
      teamMemberships: capList(teamMembers),
      teamsLeft: capList(teamDepartures),
      teamsMentored: capList(teamMentors),
      mentoringEnded: capList(mentorDepartures),
    });
  }
}
