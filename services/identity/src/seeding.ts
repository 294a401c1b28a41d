import { runSeed, type SeedOutcome } from '@creators/platform/demo/seed';
import { DEMO_PASSWORD, DEMO_USERS } from '@creators/platform/demo/users';
import { ACHIEVEMENT_CATALOGUE } from './achievements/catalogue.js';
import { PasswordHasher } from './auth/passwords.js';
import { PrismaService } from './database/prisma.service.js';
import { MENTOR_ROLE, recordMentorAvailability } from './mentors/mentor-availability.js';

export interface SeedResult {
  usersCreated: number;
  mentorAvailabilitiesCreated: number;
  achievementsCreated: number;
  achievementsUpdated: number;
}

/** Creates the demo users that are missing (existing ones are left as they are, password included). */
export async function seedDemoUsers(
  prisma: PrismaService,
  hasher = new PasswordHasher(),
): Promise<{ usersCreated: number }> {
  let usersCreated = 0;
  const existingUsers = new Set(
    (
      await prisma.user.findMany({
        where: { id: { in: DEMO_USERS.map((user) => user.id) } },
        select: { id: true },
      })
    ).map((user) => user.id),
  );
  const missing = DEMO_USERS.filter((user) => !existingUsers.has(user.id));
  if (missing.length > 0) {
    const passwordHash = await hasher.hash(DEMO_PASSWORD);
    for (const user of missing) {
      const { count } = await prisma.user.createMany({
        data: [
          {
            id: user.id,
            email: user.email,
            firstName: user.firstName,
            lastName: user.lastName,
            passwordHash,
            role: user.role,
            experience: user.experience,
            bio: user.bio || null,
            skills: user.skills,
            interests: user.interests,
            yearsExperience: user.yearsExperience ?? null,
            currentRole: user.currentRole ?? null,
            company: user.company ?? null,
            // The demo mentors are verified (docs/product.md §14): they show in the directory.
            mentorVerifiedAt: user.role === MENTOR_ROLE ? new Date() : null,
          },
        ],
        skipDuplicates: true,
      });
      usersCreated += count;
    }
  }
  return { usersCreated };
}

/**
 * Gives each demo mentor that has none yet their demo availability (DemoUser.availability), and records
 * mentor.availability_updated with it in the same transaction, so teams' read model of mentors learns of them
 * as of any mentor. A demo user who is no longer a mentor, or a mentor who has set an availability of their own,
 * is left alone: a second run changes nothing.
 */
export async function seedDemoMentorAvailability(
  prisma: PrismaService,
): Promise<{ mentorAvailabilitiesCreated: number }> {
  let mentorAvailabilitiesCreated = 0;
  for (const demo of DEMO_USERS) {
    if (demo.role !== MENTOR_ROLE || !demo.availability) continue;
    const { slots, timeZone, maxTeams, notAvailableUntil, languages } = demo.availability;
    const created = await prisma.$transaction(async (tx) => {
      const [locked] = await tx.$queryRaw<Array<{ role: string | null }>>`
        SELECT role FROM users WHERE id = ${demo.id}::uuid FOR UPDATE`;
      if (locked?.role !== MENTOR_ROLE) return false;
      const { count } = await tx.mentorAvailability.createMany({
        data: [
          {
            userId: demo.id,
            slots: slots.map(({ day, start, end }) => ({ day, start, end })),
            timeZone,
            maxTeams,
            notAvailableUntil: notAvailableUntil ? new Date(notAvailableUntil) : null,
            languages,
          },
        ],
        skipDuplicates: true,
      });
      if (count === 0) return false;
      await recordMentorAvailability(tx, demo.id);
      return true;
    });
    if (created) mentorAvailabilitiesCreated += 1;
  }
  return { mentorAvailabilitiesCreated };
}

/** Brings the achievement catalogue (reference data, not demo data) up to date by key. */
export async function seedAchievementCatalogue(
  prisma: PrismaService,
): Promise<{ achievementsCreated: number; achievementsUpdated: number }> {
  const result = { achievementsCreated: 0, achievementsUpdated: 0 };
  for (const entry of ACHIEVEMENT_CATALOGUE) {
    const { id, key, ...content } = entry;
    const existing = await prisma.achievement.findUnique({ where: { key } });
    if (!existing) {
      await prisma.achievement.create({ data: { id, key, ...content } });
      result.achievementsCreated += 1;
    } else if (
      (Object.keys(content) as Array<keyof typeof content>).some(
        (field) => existing[field] !== content[field],
      )
    ) {
      await prisma.achievement.update({ where: { key }, data: content });
      result.achievementsUpdated += 1;
    }
  }
  return result;
}

/** The demo data: the missing demo users, then the demo mentors' availability (with its event). */
export async function seedDemo(
  prisma: PrismaService,
  hasher = new PasswordHasher(),
): Promise<{ usersCreated: number; mentorAvailabilitiesCreated: number }> {
  const { usersCreated } = await seedDemoUsers(prisma, hasher);
  return { usersCreated, ...(await seedDemoMentorAvailability(prisma)) };
}

/**
 * Idempotent: creates the demo users that are missing, gives the demo mentors their availability, and brings the
 * achievement catalogue up to date by key. A second run changes nothing.
 */
export async function seedIdentity(
  prisma: PrismaService,
  hasher = new PasswordHasher(),
): Promise<SeedResult> {
  return { ...(await seedDemo(prisma, hasher)), ...(await seedAchievementCatalogue(prisma)) };
}

/** `npm run seed -w services/identity`: the achievement catalogue always, the demo users only with SEED_DEMO=true. */
export function runIdentitySeed(env: Record<string, string | undefined> = process.env): Promise<SeedOutcome> {
  return runSeed({
    name: 'identity',
    env,
    connect: (url) => new PrismaService(url),
    reference: seedAchievementCatalogue,
    demo: (prisma) => seedDemo(prisma),
  });
}
