import { EVENTS } from '@creators/contracts';
import { recordEvent } from '@creators/platform';
import { DEMO_PROGRAMME_ID } from '@creators/platform/demo/ids';
import { runSeed, type SeedOutcome } from '@creators/platform/demo/seed';
import { DEMO_TEAM_PEOPLE } from '@creators/platform/demo/teams';
import { PrismaService } from './database/prisma.service.js';
import type { Prisma } from './generated/prisma/client.js';
import { DEMO_MEMBERS, DEMO_ORGANISER, demoCalendar } from './demo/demo-programme.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Seeds the demo programme (docs/product.md §16) with its organiser and members, each working in it, and the
 * cohort view's roster of the demo teams (§16.5). Unlike most seeds it records the events of what it makes
 * (programme.updated, programme.member_joined, programme.current_changed), so that the other services learn the
 * programme and its members as they would from the real thing; the relay publishes them once the service runs.
 * Idempotent: an existing demo programme is left as it is, and roster rows that exist are too
 * (`ON CONFLICT DO NOTHING`). Returns how many programmes, roster teams and roster members were inserted.
 */
export async function seedProgrammes(
  prisma: PrismaService,
  now = new Date(),
): Promise<{ programmes: number; rosterTeams: number; rosterMembers: number }> {
  return prisma.$transaction(async (tx) => {
    const exists = await tx.programme.findUnique({ where: { id: DEMO_PROGRAMME_ID }, select: { id: true } });
    const programmes = exists ? 0 : await createDemoProgramme(tx, now);
    return { programmes, ...(await seedRoster(tx, now)) };
  });
}

async function createDemoProgramme(tx: Prisma.TransactionClient, now: Date): Promise<number> {
  const calendar = demoCalendar(now);
  const programme = await tx.programme.create({
    data: {
      id: DEMO_PROGRAMME_ID,
      name: 'Creators Programme Spring',
      nameDe: 'Creators-Programm Frühling',
      description: 'Eight weeks from a real problem to a prototype shown to the whole school.',
      descriptionDe: 'Acht Wochen von einem echten Problem bis zum Prototyp, den die ganze Schule sieht.',
      joinCode: 'DEMO2027',
      timeZone: 'Europe/Berlin',
      submissionDeadline: calendar.submissionDeadline,
      judgingEndsAt: calendar.judgingEndsAt,
      resultsAt: calendar.resultsAt,
      createdBy: DEMO_ORGANISER,
      phases: {
        create: calendar.phases.map((phase, position) => ({ ...phase, position })),
      },
      organisers: { create: [{ userId: DEMO_ORGANISER, addedBy: DEMO_ORGANISER }] },
      members: { create: DEMO_MEMBERS.map((userId) => ({ userId })) },
    },
  });
  await recordEvent(tx, EVENTS.programmeUpdated, {
    programmeId: programme.id,
    name: programme.name,
    phases: calendar.phases.map((phase) => ({
      key: phase.key,
      startsAt: phase.startsAt.toISOString(),
      endsAt: phase.endsAt.toISOString(),
    })),
    submissionDeadline: calendar.submissionDeadline.toISOString(),
    judgingEndsAt: calendar.judgingEndsAt.toISOString(),
    resultsAt: calendar.resultsAt.toISOString(),
    timeZone: programme.timeZone,
    joinCode: programme.joinCode,
    organiserIds: [DEMO_ORGANISER],
    updatedAt: programme.updatedAt.toISOString(),
  });
  for (const userId of DEMO_MEMBERS) {
    await tx.person.upsert({
      where: { userId },
      create: { userId, currentProgrammeId: programme.id, currentChangedAt: now },
      update: {},
    });
    await recordEvent(tx, EVENTS.programmeMemberJoined, { programmeId: programme.id, userId });
    await recordEvent(tx, EVENTS.programmeCurrentChanged, {
      userId,
      programmeId: programme.id,
      changedAt: now.toISOString(),
    });
  }
  return 1;
}

/**
 * The roster rows of the demo teams, which the teams and showcase seeds make without the events that fill the roster
 * for teams made later (team.created, team.member_joined, mentoring.answered, project.showcased). Their milestones
 * are left unset (none reached, milestones_at NULL): the teams seed records team.milestones_changed for them, which
 * then applies here as for any team.
 */
async function seedRoster(
  tx: Prisma.TransactionClient,
  now: Date,
): Promise<{ rosterTeams: number; rosterMembers: number }> {
  const createdAt = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const teams = await tx.rosterTeam.createMany({
    data: DEMO_TEAM_PEOPLE.map((team) => ({
      teamId: team.id,
      programmeId: DEMO_PROGRAMME_ID,
      name: team.name,
      leaderId: team.people[0]!,
      mentorIds: team.mentors.map((mentor) => mentor.mentorId),
      projectId: team.project?.id ?? null,
      projectTitle: team.project?.title ?? null,
      createdAt: createdAt(team.daysAgo),
    })),
    skipDuplicates: true,
  });
  const members = await tx.rosterTeamMember.createMany({
    data: DEMO_TEAM_PEOPLE.flatMap((team) =>
      team.people.map((userId) => ({
        teamId: team.id,
        userId,
        programmeId: DEMO_PROGRAMME_ID,
        joinedAt: createdAt(team.daysAgo),
      })),
    ),
    skipDuplicates: true,
  });
  return { rosterTeams: teams.count, rosterMembers: members.count };
}

/** `npm run seed -w services/programmes`: the demo data only with SEED_DEMO=true (a production system gets none). */
export function runProgrammesSeed(
  env: Record<string, string | undefined> = process.env,
): Promise<SeedOutcome> {
  return runSeed({
    name: 'programmes',
    env,
    connect: (url) => new PrismaService(url),
    demo: (prisma) => seedProgrammes(prisma),
  });
}
