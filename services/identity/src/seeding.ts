import { DEMO_PASSWORD, DEMO_USERS } from '@creators/platform/demo/users';
import { ACHIEVEMENT_CATALOGUE } from './achievements/catalogue.js';
import { PasswordHasher } from './auth/passwords.js';
import { PrismaService } from './database/prisma.service.js';

export interface SeedResult {
  usersCreated: number;
  achievementsCreated: number;
  achievementsUpdated: number;
}

/**
 * Idempotent: creates the demo users that are missing (existing ones are left as they are, password included)
 * and brings the achievement catalogue up to date by key. A second run changes nothing.
 */
export async function seedIdentity(
  prisma: PrismaService,
  hasher = new PasswordHasher(),
): Promise<SeedResult> {
  const result: SeedResult = { usersCreated: 0, achievementsCreated: 0, achievementsUpdated: 0 };
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
          },
        ],
        skipDuplicates: true,
      });
      result.usersCreated += count;
    }
  }

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
