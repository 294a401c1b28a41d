import { PrismaService } from './database/prisma.service.js';

export type StaffChange = 'granted' | 'revoked' | 'unchanged' | 'unknown';

/**
 * Grants (`staff` true) or revokes the staff flag of the user with this email (trimmed, lower-cased as stored):
 * 'unknown' when nobody has it, 'unchanged' when the flag already was so. Only operators do this (npm run staff,
 * docs/operations.md); no API sets it.
 */
export async function setStaff(prisma: PrismaService, email: string, staff: boolean): Promise<StaffChange> {
  const address = email.trim().toLowerCase();
  const user = await prisma.user.findUnique({ where: { email: address }, select: { isStaff: true } });
  if (!user) return 'unknown';
  if (user.isStaff === staff) return 'unchanged';
  await prisma.user.update({ where: { email: address }, data: { isStaff: staff } });
  return staff ? 'granted' : 'revoked';
}
