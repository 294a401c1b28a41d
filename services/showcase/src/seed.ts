import { createLogger } from '@creators/platform/logging/logger';
import { loadShowcaseConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';
import { seedShowcase } from './seeding.js';

/** `npm run seed -w services/showcase`: the demo learning resources and showcased projects with likes (idempotent). */
const logger = createLogger('showcase-seed');
const prisma = new PrismaService(loadShowcaseConfig().databaseUrl);
try {
  logger.info(await seedShowcase(prisma), 'showcase seeded');
} catch (err) {
  logger.fatal({ err }, 'seeding showcase failed');
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
}
