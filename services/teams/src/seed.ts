import { createLogger } from '@creators/platform/logging/logger';
import { loadTeamsConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';
import { seedTeams } from './seeding.js';

/** `npm run seed -w services/teams`: the demo teams, their members and meetings (idempotent). */
const logger = createLogger('teams-seed');
const prisma = new PrismaService(loadTeamsConfig().databaseUrl);
try {
  logger.info(await seedTeams(prisma), 'teams seeded');
} catch (err) {
  logger.fatal({ err }, 'seeding teams failed');
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
}
