import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { DEMO_PASSWORD, DEMO_USERS } from '@creators/platform/demo/users';
import { findSchemaDrift } from '@creators/platform';
import { ACHIEVEMENT_CATALOGUE } from '../achievements/catalogue.js';
import { PasswordHasher } from '../auth/passwords.js';
import { PrismaService } from '../database/prisma.service.js';
import { seedIdentity } from '../seeding.js';
import { createTestDatabase, schemaPath, type TestDatabase } from './harness.js';

let db: TestDatabase;
let prisma: PrismaService;
beforeAll(async () => {
  db = await createTestDatabase();
  prisma = new PrismaService(db.url);
});
afterAll(async () => {
  await prisma?.$disconnect();
  await db?.drop();
});

describe('migrations', () => {
  it('leave no drift between prisma/schema.prisma and the migrated database', async () => {
    assert.deepEqual(await findSchemaDrift(schemaPath, db.url), []);
  });
});

describe('seed', () => {
  const counts = async () => ({
    users: await prisma.user.count(),
    achievements: await prisma.achievement.count(),
    userAchievements: await prisma.userAchievement.count(),
    mentorAvailability: await prisma.mentorAvailability.count(),
    outboxEvents: await prisma.outboxEvent.count(),
  });
  const demoMentors = DEMO_USERS.filter((user) => user.role === 'mentor' && user.availability);

  it('creates the demo users and the catalogue; a second run changes and duplicates nothing', async () => {
    const first = await seedIdentity(prisma);
    assert.deepEqual(first, {
      usersCreated: DEMO_USERS.length,
      mentorAvailabilitiesCreated: demoMentors.length,
      achievementsCreated: ACHIEVEMENT_CATALOGUE.length,
      achievementsUpdated: 0,
    });
    const afterFirst = await counts();
    const rowsBefore = await prisma.user.findMany({ orderBy: { id: 'asc' } });

    const second = await seedIdentity(prisma);
    assert.deepEqual(second, {
      usersCreated: 0,
      mentorAvailabilitiesCreated: 0,
      achievementsCreated: 0,
      achievementsUpdated: 0,
    });
    assert.deepEqual(await counts(), afterFirst);
    assert.deepEqual(await prisma.user.findMany({ orderBy: { id: 'asc' } }), rowsBefore);
    assert.deepEqual(afterFirst, {
      users: DEMO_USERS.length,
      achievements: ACHIEVEMENT_CATALOGUE.length,
      userAchievements: 0,
      mentorAvailability: demoMentors.length,
      // One mentor.availability_updated per demo mentor, for teams' read model.
      outboxEvents: demoMentors.length,
    });
  });

  it("gives the demo mentors their availability and records it for teams' read model", async () => {
    assert.ok(demoMentors.length >= 2);
    const events = await prisma.outboxEvent.findMany({ where: { name: 'mentor.availability_updated' } });
    for (const demo of demoMentors) {
      const row = await prisma.mentorAvailability.findUniqueOrThrow({ where: { userId: demo.id } });
      assert.deepEqual(row.slots, demo.availability!.slots);
      assert.equal(row.timeZone, demo.availability!.timeZone);
      assert.deepEqual(row.languages, demo.availability!.languages);
      const event = events.find((e) => (e.payload as { mentorId: string }).mentorId === demo.id);
      assert.ok(event, `mentor.availability_updated for ${demo.firstName}`);
      assert.deepEqual((event.payload as { expertise: string[] }).expertise, demo.skills);
      assert.equal((event.payload as { isMentor: boolean }).isMentor, true);
    }
  });

  it('the demo users have fixed ids, their roles and the documented demo password', async () => {
    const hasher = new PasswordHasher();
    for (const demo of DEMO_USERS) {
      const row = await prisma.user.findUniqueOrThrow({ where: { id: demo.id } });
      assert.equal(row.email, demo.email);
      assert.equal(row.role, demo.role);
      assert.ok(await hasher.verify(row.passwordHash, DEMO_PASSWORD));
    }
    const roles = DEMO_USERS.map((user) => user.role ?? 'none').sort();
    assert.deepEqual(roles, ['creator', 'mentor', 'mentor', 'none', 'student', 'student', 'student']);
  });

  it('brings a changed catalogue entry back in line', async () => {
    const [entry] = ACHIEVEMENT_CATALOGUE;
    await prisma.achievement.update({ where: { key: entry.key }, data: { name: 'Outdated' } });
    assert.equal((await seedIdentity(prisma)).achievementsUpdated, 1);
    assert.equal(
      (await prisma.achievement.findUniqueOrThrow({ where: { key: entry.key } })).name,
      entry.name,
    );
  });
});
