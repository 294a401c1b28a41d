import type { PrismaService } from './database/prisma.service.js';
import { DEMO_TEAMS } from './teams/demo-teams.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Seeds the demo teams and their memberships in one transaction. Idempotent: rows have fixed ids and existing
 * ones are left as they are (`ON CONFLICT DO NOTHING`), so a second run adds nothing. Returns how many rows were inserted.
 */
export async function seedTeams(
  prisma: PrismaService,
  now = new Date(),
): Promise<{ teams: number; memberships: number }> {
  return prisma.$transaction(async (tx) => {
    const teams = await tx.team.createMany({
      data: DEMO_TEAMS.map(({ members: _members, daysAgo, ...team }) => {
        const createdAt = new Date(now.getTime() - daysAgo * DAY_MS);
        return { ...team, createdAt, updatedAt: createdAt };
      }),
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
    return { teams: teams.count, memberships: memberships.count };
  });
}
