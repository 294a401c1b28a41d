import { runSeed, type SeedOutcome } from '@creators/platform/demo/seed';
import { PrismaService } from './database/prisma.service.js';
import { DEMO_MEETINGS } from './meetings/demo-meetings.js';
import {
  DEMO_MENTORING_REQUESTS,
  DEMO_MENTOR_PROFILES,
  DEMO_TEAM_MENTORS,
} from './mentoring/demo-mentoring.js';
import { DEMO_TEAMS } from './teams/demo-teams.js';
import { refreshMilestones } from './teams/team-milestones.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `now` moved by `days`, at `hourUtc`:00 UTC. */
function dayAt(now: Date, days: number, hourUtc: number): Date {
  const day = new Date(now.getTime() + days * DAY_MS);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hourUtc));
}

/**
 * Seeds the demo teams (in the demo programme), their memberships, projects (the team_projects read model, which
 * events fill for projects made later), meetings and milestones in one transaction. Idempotent: rows have fixed ids
 * and existing ones are left as they are (`ON CONFLICT DO NOTHING`), so a second run adds nothing. Returns how many
 * rows were inserted (milestones: how many teams' milestones changed, each recording team.milestones_changed).
 */
export async function seedTeams(
  prisma: PrismaService,
  now = new Date(),
): Promise<{
  teams: number;
  teamProjects: number;
  milestones: number;
  memberships: number;
  meetings: number;
  mentorProfiles: number;
  teamMentors: number;
  mentoringRequests: number;
}> {
  return prisma.$transaction(async (tx) => {
    const teams = await tx.team.createMany({
      data: DEMO_TEAMS.map(
        ({ members: _members, daysAgo, showcasedDaysAgo, projectId: _project, ...team }) => {
          const createdAt = new Date(now.getTime() - daysAgo * DAY_MS);
          const showcasedAt =
            showcasedDaysAgo === null ? null : new Date(now.getTime() - showcasedDaysAgo * DAY_MS);
          return { ...team, showcasedAt, createdAt, updatedAt: createdAt };
        },
      ),
      skipDuplicates: true,
    });
    const memberships = await tx.teamMembership.createMany({
      data: DEMO_TEAMS.flatMap((team) =>
        team.members.map((member) => ({
          ...member,
          teamId: team.id,
          joinedAt: new Date(now.getTime() - team.daysAgo * DAY_MS),
        })),
      ),
      skipDuplicates: true,
    });
    const meetings = await tx.meeting.createMany({
      data: DEMO_MEETINGS.map(({ inDays, hourUtc, ...meeting }) => ({
        ...meeting,
        scheduledAt: dayAt(now, inDays, hourUtc),
        // A past demo meeting is already reminded of, so the sweeper never sends a reminder for it.
        ...(inDays < 0 ? { remindedAt: dayAt(now, inDays, hourUtc) } : {}),
      })),
      skipDuplicates: true,
    });
    const mentorProfiles = await tx.mentorProfile.createMany({
      data: DEMO_MENTOR_PROFILES.map((profile) => ({
        ...profile,
        slots: profile.slots.map((slot) => ({ ...slot })),
      })),
      skipDuplicates: true,
    });
    const teamMentors = await tx.teamMentor.createMany({
      data: DEMO_TEAM_MENTORS.map(({ sinceDaysAgo, ...row }) => ({
        ...row,
        since: new Date(now.getTime() - sinceDaysAgo * DAY_MS),
      })),
      skipDuplicates: true,
    });
    const teamProjects = await tx.teamProject.createMany({
      data: DEMO_TEAMS.flatMap(({ id, projectId, showcasedDaysAgo }) =>
        projectId === null || showcasedDaysAgo === null
          ? []
          : [
              {
                projectId,
                teamId: id,
                status: 'showcased',
                changedAt: new Date(now.getTime() - showcasedDaysAgo * DAY_MS),
              },
            ],
      ),
      skipDuplicates: true,
    });
    const mentoringRequests = await tx.mentoringRequest.createMany({
      data: DEMO_MENTORING_REQUESTS.map(({ createdDaysAgo, answeredDaysAgo, topics, ...request }) => ({
        ...request,
        topics: [...topics],
        createdAt: new Date(now.getTime() - createdDaysAgo * DAY_MS),
        answeredAt: new Date(now.getTime() - answeredDaysAgo * DAY_MS),
      })),
      skipDuplicates: true,
    });
    // Their milestones from what was just seeded (members, challenge, the held mentor meeting, the project), with
    // team.milestones_changed as a real change records it: the demo teams are in the demo programme, whose cohort
    // view (the programmes roster, docs/product.md §16.5) learns their progress from it. A second run changes and
    // records nothing.
    let milestones = 0;
    for (const team of DEMO_TEAMS) if ((await refreshMilestones(tx, team.id)) !== null) milestones += 1;
    return {
      teams: teams.count,
      teamProjects: teamProjects.count,
      milestones,
      memberships: memberships.count,
      meetings: meetings.count,
      mentorProfiles: mentorProfiles.count,
      teamMentors: teamMentors.count,
      mentoringRequests: mentoringRequests.count,
    };
  });
}

/** `npm run seed -w services/teams`: the demo data only with SEED_DEMO=true (a production system gets none). */
export function runTeamsSeed(env: Record<string, string | undefined> = process.env): Promise<SeedOutcome> {
  return runSeed({
    name: 'teams',
    env,
    connect: (url) => new PrismaService(url),
    demo: (prisma) => seedTeams(prisma),
  });
}
