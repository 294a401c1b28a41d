import { runSeed, type SeedOutcome } from '@creators/platform/demo/seed';
import { PrismaService } from './database/prisma.service.js';
import { DEMO_SUBJECTS } from './demo/demo-subjects.js';

/**
 * Seeds the subjects read model with the demo challenges and projects (their owners' seeds record no events), so
 * that they can be discussed. Idempotent: existing rows, and whatever events changed since, are left as they are
 * (`ON CONFLICT DO NOTHING`). No demo comments. Returns how many rows were inserted.
 */
export async function seedDiscussions(prisma: PrismaService): Promise<{ subjects: number }> {
  // The epoch as version: any event about a demo subject is newer and applies.
  const version = new Date(0);
  const { count } = await prisma.subject.createMany({
    data: DEMO_SUBJECTS.map((subject) => ({ ...subject, state: 'open', version })),
    skipDuplicates: true,
  });
  return { subjects: count };
}

/** `npm run seed -w services/discussions`: the demo data only with SEED_DEMO=true (a production system gets none). */
export function runDiscussionsSeed(
  env: Record<string, string | undefined> = process.env,
): Promise<SeedOutcome> {
  return runSeed({
    name: 'discussions',
    env,
    connect: (url) => new PrismaService(url),
    demo: (prisma) => seedDiscussions(prisma),
  });
}
