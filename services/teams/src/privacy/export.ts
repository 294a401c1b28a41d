import { Injectable } from '@nestjs/common';
import { capList, DATA_EXPORT_LIST_MAX, exportSection } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';

const take = DATA_EXPORT_LIST_MAX + 1;
const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
const teamName = { select: { name: true } };

/**
 * What the teams service holds about a person, for "Download my data" (docs/product.md §15): teams they lead,
 * their memberships (and removals), invitations they sent and received, mentoring requests they made or were
 * asked, teams they mentor, the meetings of the teams they are in or mentor now (and those without a team they
 * host), the messages they wrote in team chats (docs/product.md §11.6; a deleted one without its text) and the
 * mentor profile it keeps from identity.
 */
@Injectable()
export class TeamsDataExport {
  constructor(private readonly prisma: PrismaService) {}

  async export(userId: string): Promise<Record<string, unknown>> {
    const [
      teamsLed,
      memberships,
      removals,
      invitationsSent,
      invitationsReceived,
      requestsMade,
      requestsReceived,
      teamsMentored,
      chatMessages,
      mentorProfile,
    ] = await Promise.all([
      this.prisma.team.findMany({
        where: { leaderId: userId },
        orderBy: newestFirst,
        take,
        select: {
          id: true,
          name: true,
          description: true,
          challengeId: true,
          maxMembers: true,
          status: true,
          programmeId: true,
          milestones: true,
          showcasedAt: true,
          createdAt: true,
          updatedAt: true,
          editedAt: true,
          hiddenAt: true,
          hiddenReason: true,
        },
      }),
      this.prisma.teamMembership.findMany({
        where: { userId },
        orderBy: [{ joinedAt: 'desc' }, { id: 'desc' }],
        take,
        select: { teamId: true, role: true, joinedAt: true, team: teamName },
      }),
      this.prisma.teamRemoval.findMany({
        where: { userId },
        orderBy: [{ removedAt: 'desc' }, { teamId: 'desc' }],
        take,
        select: { teamId: true, removedAt: true, team: teamName },
      }),
      this.prisma.teamInvitation.findMany({
        where: { invitedBy: userId },
        orderBy: newestFirst,
        take,
        select: {
          id: true,
          teamId: true,
          invitedUserId: true,
          status: true,
          createdAt: true,
          answeredAt: true,
          team: teamName,
        },
      }),
      this.prisma.teamInvitation.findMany({
        where: { invitedUserId: userId },
        orderBy: newestFirst,
        take,
        select: {
          id: true,
          teamId: true,
          invitedBy: true,
          status: true,
          createdAt: true,
          answeredAt: true,
          team: teamName,
        },
      }),
      this.prisma.mentoringRequest.findMany({
        where: { requestedBy: userId },
        orderBy: newestFirst,
        take,
        select: mentoringRequestFields,
      }),
      this.prisma.mentoringRequest.findMany({
        where: { mentorId: userId },
        orderBy: newestFirst,
        take,
        select: mentoringRequestFields,
      }),
      this.prisma.teamMentor.findMany({
        where: { mentorId: userId },
        orderBy: [{ since: 'desc' }, { teamId: 'desc' }],
        take,
        select: { teamId: true, since: true, team: teamName },
      }),
      this.prisma.teamChatMessage.findMany({
        where: { authorId: userId },
        orderBy: newestFirst,
        take,
        select: {
          id: true,
          teamId: true,
          body: true,
          createdAt: true,
          editedAt: true,
          deletedAt: true,
          hiddenAt: true,
          hiddenReason: true,
          team: teamName,
        },
      }),
      this.prisma.mentorProfile.findUnique({
        where: { mentorId: userId },
        select: {
          isMentor: true,
          slots: true,
          timeZone: true,
          maxTeams: true,
          notAvailableUntil: true,
          languages: true,
          expertise: true,
          verified: true,
          updatedAt: true,
        },
      }),
    ]);
    // The meetings they may see now (as meeting(id) and myMeetings): of the teams they are in or mentor, and those
    // without a team they host. Having hosted or mentored one of a team they left gives nothing.
    const teamIds = [...memberships, ...teamsMentored]
      .slice(0, 2 * DATA_EXPORT_LIST_MAX)
      .map((row) => row.teamId);
    const meetings = await this.prisma.meeting.findMany({
      where: { OR: [{ teamId: null, hostId: userId }, { teamId: { in: teamIds } }] },
      orderBy: [{ scheduledAt: 'desc' }, { id: 'desc' }],
      take,
      select: {
        id: true,
        title: true,
        description: true,
        teamId: true,
        hostId: true,
        mentorId: true,
        scheduledAt: true,
        duration: true,
        meetingUrl: true,
        notes: true,
        status: true,
        createdAt: true,
        updatedAt: true,
        team: teamName,
      },
    });
    /** A row with its team's name beside the team's id. */
    const named = <T extends { team: { name: string } | null }>({ team, ...row }: T) => ({
      ...row,
      teamName: team?.name ?? null,
    });
    return exportSection(
      {
        teamsLed: capList(
          teamsLed.map(({ hiddenAt, hiddenReason, ...team }) => ({
            ...team,
            hidden: hiddenAt !== null,
            hiddenReason,
          })),
        ),
        memberships: capList(memberships.map(named)),
        removedFromTeams: capList(removals.map(named)),
        invitationsSent: capList(invitationsSent.map(named)),
        invitationsReceived: capList(invitationsReceived.map(named)),
        mentoringRequestsMade: capList(requestsMade.map(named)),
        mentoringRequestsReceived: capList(requestsReceived.map(named)),
        teamsMentored: capList(teamsMentored.map(named)),
        chatMessages: capList(
          chatMessages.map(({ hiddenAt, hiddenReason, ...message }) => ({
            ...named(message),
            hidden: hiddenAt !== null,
            hiddenReason,
          })),
        ),
        meetings: capList(
          meetings.map((meeting) => ({
            ...named(meeting),
            yourPart:
              meeting.hostId === userId ? 'host' : meeting.mentorId === userId ? 'mentor' : 'team member',
          })),
        ),
      },
      { mentorProfile: mentorProfile ?? null },
    );
  }
}

const mentoringRequestFields = {
  id: true,
  teamId: true,
  mentorId: true,
  requestedBy: true,
  message: true,
  topics: true,
  status: true,
  note: true,
  createdAt: true,
  answeredAt: true,
  team: teamName,
} as const;
