import { createLogger } from '@creators/platform/logging/logger';
import { loadChallengesConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';
import { seedChallenges } from './seeding.js';

/** `npm run seed -w services/challenges`: the demo challenges (idempotent). */
const logger = createLogger('challenges-seed');
const prisma = new PrismaService(loadChallengesConfig().databaseUrl);
try {
  logger.info(await seedChallenges(prisma), 'challenges seeded');
} catch (err) {
  logger.fatal({ err }, 'seeding challenges failed');
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
}
