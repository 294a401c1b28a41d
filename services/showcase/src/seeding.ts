import { DEMO_PROGRAMME_ID } from '@creators/platform/demo/ids';
import { runSeed, type SeedOutcome } from '@creators/platform/demo/seed';
import { PrismaService } from './database/prisma.service.js';
import { DEMO_PROJECTS, DEMO_RESOURCES } from './demo/demo-showcase.js';
import { DEMO_FEEDBACK } from './feedback/demo-feedback.js';
import { DEMO_TEAM_MEMBERS } from './memberships/demo-team-members.js';
import { DEMO_TEAM_MENTORS } from './memberships/demo-team-mentors.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Seeds the demo resources, the showcased demo projects with their likes, the demo teams' programme, members and
 * mentors (the team_programmes, team_members and team_mentors read models, which events fill for teams made later)
 * and the demo mentor feedback, in one transaction; the demo teams and projects are in the demo programme
 * (docs/product.md §16). Idempotent: rows have fixed ids (likes the key project + user) and existing ones are left
 * as they are (`ON CONFLICT DO NOTHING`), so a second run adds nothing. A project's `likes` is set to the number of
 * its like rows. A demo mentor whose mentoring has since ended (mentoring.ended) is not made its mentor again.
 * Returns rows inserted.
 */
export async function seedShowcase(
  prisma: PrismaService,
  now = new Date(),
): Promise<{
  resources: number;
  projects: number;
  likes: number;
  teamProgrammes: number;
  teamMembers: number;
  teamMentors: number;
  feedback: number;
}> {
  const daysBefore = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return prisma.$transaction(async (tx) => {
    const resources = await tx.resource.createMany({
      data: DEMO_RESOURCES.map(({ daysAgo, ...resource }) => ({
        ...resource,
        createdAt: daysBefore(daysAgo),
      })),
      skipDuplicates: true,
    });
    const projects = await tx.project.createMany({
      data: DEMO_PROJECTS.map(({ daysAgo, likedBy, ...project }) => ({
        ...project,
        programmeId: DEMO_PROGRAMME_ID,
        status: 'showcased',
        likes: likedBy.length,
        createdAt: daysBefore(daysAgo),
        updatedAt: daysBefore(daysAgo),
      })),
      skipDuplicates: true,
    });
    const likes = await tx.projectLike.createMany({
      data: DEMO_PROJECTS.flatMap((project) =>
        project.likedBy.map((userId, index) => ({
          projectId: project.id,
          userId,
          createdAt: daysBefore(Math.max(project.daysAgo - index * 0.1, 0)),
        })),
      ),
      skipDuplicates: true,
    });
    // Keep the counter equal to the like rows (raw SQL so that updated_at stays as it was).
    const projectIds = DEMO_PROJECTS.map((project) => project.id);
    await tx.$executeRaw`
      UPDATE projects p SET likes = counted.n
      FROM (SELECT p2.id, count(l.user_id)::int AS n FROM projects p2 LEFT JOIN project_likes l ON l.project_id = p2.id
            WHERE p2.id = ANY(${projectIds}::uuid[]) GROUP BY p2.id) AS counted
      WHERE p.id = counted.id AND p.likes <> counted.n`;
    // The demo teams are in the demo programme (team.created would say so): their projects freeze at its deadline.
    const teamProgrammes = await tx.teamProgramme.createMany({
      data: DEMO_TEAM_MEMBERS.map(({ teamId }) => ({ teamId, programmeId: DEMO_PROGRAMME_ID })),
      skipDuplicates: true,
    });
    const teamMembers = await tx.teamMember.createMany({
      data: DEMO_TEAM_MEMBERS.flatMap(({ teamId, userIds }) => userIds.map((userId) => ({ teamId, userId }))),
      skipDuplicates: true,
    });
    let teamMentors = 0;
    for (const { teamId, mentorId, sinceDaysAgo } of DEMO_TEAM_MENTORS) {
      teamMentors += await tx.$executeRaw`
        INSERT INTO team_mentors (team_id, mentor_id, since)
        SELECT ${teamId}::uuid, ${mentorId}::uuid, ${daysBefore(sinceDaysAgo)}
        WHERE NOT EXISTS (
          SELECT 1 FROM team_mentor_departures WHERE team_id = ${teamId}::uuid AND mentor_id = ${mentorId}::uuid)
        ON CONFLICT DO NOTHING`;
    }
    const feedback = await tx.projectFeedback.createMany({
      data: DEMO_FEEDBACK.map(({ scores, daysAgo, ...feedback }) => ({
        ...feedback,
        scoreProblem: scores.problem,
        scoreSolution: scores.solution,
        scorePrototype: scores.prototype,
        scorePresentation: scores.presentation,
        createdAt: daysBefore(daysAgo),
        updatedAt: daysBefore(daysAgo),
      })),
      skipDuplicates: true,
    });
    return {
      resources: resources.count,
      projects: projects.count,
      likes: likes.count,
      teamProgrammes: teamProgrammes.count,
      teamMembers: teamMembers.count,
      teamMentors,
      feedback: feedback.count,
    };
  });
}

/** `npm run seed -w services/showcase`: the demo data only with SEED_DEMO=true (a production system gets none). */
export function runShowcaseSeed(env: Record<string, string | undefined> = process.env): Promise<SeedOutcome> {
  return runSeed({
    name: 'showcase',
    env,
    connect: (url) => new PrismaService(url),
    demo: (prisma) => seedShowcase(prisma),
  });
}
