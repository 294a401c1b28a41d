import { serviceDatabaseUrl } from '@creators/platform';
import { PrismaService } from './database/prisma.service.js';
import { setStaff } from './staff.js';

/**
 * `node dist/staff-cli.js grant|revoke EMAIL` (npm run staff at the root): an operator grants or revokes a user's
 * staff flag in the identity database (DATABASE_URL, else the local creators_identity). Prints what it did; exits
 * 1 for an unknown email or bad arguments. It takes effect on the user's next request (within seconds).
 */
const USAGE = 'usage: staff grant EMAIL | staff revoke EMAIL';

async function main(args: string[]): Promise<number> {
  const [action, email, ...rest] = args;
  if ((action !== 'grant' && action !== 'revoke') || !email || rest.length > 0) {
    console.error(USAGE);
    return 1;
  }
  const prisma = new PrismaService(serviceDatabaseUrl('identity'));
  try {
    const outcome = await setStaff(prisma, email, action === 'grant');
    const who = email.trim().toLowerCase();
    switch (outcome) {
      case 'unknown':
        console.error(`No user has the email ${who}: nothing changed.`);
        return 1;
      case 'unchanged':
        console.log(`${who} ${action === 'grant' ? 'is already' : 'is not'} staff: nothing changed.`);
        return 0;
      case 'granted':
        console.log(`${who} is now staff.`);
        return 0;
      case 'revoked':
        console.log(`${who} is no longer staff.`);
        return 0;
    }
  } finally {
    await prisma.$disconnect();
  }
}

process.exitCode = await main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(`staff: ${(err as Error)?.message ?? String(err)}`);
  return 1;
});
