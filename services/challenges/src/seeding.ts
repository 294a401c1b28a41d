import { DEMO_PROGRAMME_ID } from '@creators/platform/demo/ids';
import { runSeed, type SeedOutcome } from '@creators/platform/demo/seed';
import { PrismaService } from './database/prisma.service.js';
import { DEMO_CHALLENGES } from './challenges/demo-challenges.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Seeds the demo challenges, all in the demo programme (docs/product.md §16): a challenge belongs to its author's
 * current programme, and every demo author is a member working in it, so its challenge list shows them all, not only
 * those its teams took. Idempotent: rows have fixed ids and existing ones are left as they are
 * (`ON CONFLICT DO NOTHING`), so a second run adds nothing. Returns how many rows were inserted.
 */
export async function seedChallenges(
  prisma: PrismaService,
  now = new Date(),
): Promise<{ challenges: number }> {
  const { count } = await prisma.challenge.createMany({
    data: DEMO_CHALLENGES.map(({ daysAgo, ...challenge }) => {
      const createdAt = new Date(now.getTime() - daysAgo * DAY_MS);
      return {
        ...challenge,
        status: 'active',
        programmeId: DEMO_PROGRAMME_ID,
        createdAt,
        updatedAt: createdAt,
      };
    }),
    skipDuplicates: true,
  });
  return { challenges: count };
}

/** `npm run seed -w services/challenges`: the demo data only with SEED_DEMO=true (a production system gets none). */
export function runChallengesSeed(
  env: Record<string, string | undefined> = process.env,
): Promise<SeedOutcome> {
  return runSeed({
    name: 'challenges',
    env,
    connect: (url) => new PrismaService(url),
    demo: (prisma) => seedChallenges(prisma),
  });
}
