import { createLogger } from '@creators/platform';
import { loadIdentityConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';
import { seedIdentity } from './seeding.js';

/** `npm run seed -w services/identity`: demo users and the achievement catalogue (idempotent). */
const logger = createLogger('identity-seed');
const prisma = new PrismaService(loadIdentityConfig().databaseUrl);
try {
  logger.info(await seedIdentity(prisma), 'identity seeded');
} catch (err) {
  logger.fatal({ err }, 'seeding identity failed');
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
}
