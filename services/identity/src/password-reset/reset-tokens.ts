import { createHash, randomBytes } from 'node:crypto';
import type { PrismaService } from '../database/prisma.service.js';

/** docs/product.md §13 forgotten password: how long a reset link works, and how long its token is. */
export const PASSWORD_RESET = {
  /** A link is valid this long after it was sent, and once. */
  validMinutes: 30,
  /** The token in the link: 32 random bytes, base64url (43 characters). */
  tokenLength: 43,
} as const;

/** A new reset token for a link: 32 random bytes, base64url. Only its hash is stored. */
export const newResetToken = (): string => randomBytes(32).toString('base64url');

/** What password_reset_tokens.token_hash holds for a token (SHA-256, hex): the token itself is never stored. */
export const resetTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** When a token made at `now` stops working. */
export const resetTokenExpiry = (now: Date): Date =>
  new Date(now.getTime() + PASSWORD_RESET.validMinutes * 60_000);

/**
 * Stores a new reset token for `userId` (its hash, valid for PASSWORD_RESET.validMinutes) and returns the token for
 * the link. Earlier unused links of the person stay valid until they expire or one of them is used.
 */
export async function issueResetToken(
  prisma: Pick<PrismaService, 'passwordResetToken'>,
  userId: string,
  now = new Date(),
): Promise<string> {
  const token = newResetToken();
  await prisma.passwordResetToken.create({
    data: { userId, tokenHash: resetTokenHash(token), expiresAt: resetTokenExpiry(now) },
  });
  return token;
}

/** The link a reset mail carries. */
export const resetLink = (publicUrl: string, token: string): string =>
  `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
