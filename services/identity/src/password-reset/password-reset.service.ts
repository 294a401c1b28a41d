import { Inject, Injectable } from '@nestjs/common';
import { forgotPasswordSchema, resetPasswordSchema, type Locale } from '@creators/contracts';
import {
  badUserInput,
  notFound,
  parseInput,
  serviceUnavailable,
  type GatewayContext,
  type Logger,
} from '@creators/platform';
import { refuseCommonPassword } from '../auth/common-passwords.js';
import { PasswordHasher } from '../auth/passwords.js';
import { AuthRateLimits } from '../auth/rate-limits.js';
import { PrismaService } from '../database/prisma.service.js';
import { MailQueue } from '../mail/mail.queue.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { LOGGER } from '../tokens.js';
import { PasswordResetRateLimits } from './reset-rate-limits.js';
import { resetTokenHash } from './reset-tokens.js';

/** 400 on the token: unknown, used, expired or not a token at all, alike. */
const invalidLink = (locale: Locale) => badUserInput(locale, { token: 'error.reset.invalid' });

/**
 * docs/product.md §13 forgotten password: a link by mail, valid once for 30 minutes, and what using it does.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly sessions: SessionsService,
    private readonly passwords: PasswordHasher,
    private readonly authLimits: AuthRateLimits,
    private readonly limits: PasswordResetRateLimits,
    private readonly mail: MailQueue,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Whether a forgotten password can be reset here: only when mail is sent (not with MAIL_DISABLED=true). */
  get offered(): boolean {
    return this.mail.enabled;
  }

  /**
   * Asks for a link for an address. Every well-formed address gets the same answer after the same work (rate limits,
   * one job on the mail queue): whether an account has it is only looked up by the mail worker, after the answer.
   * 429 past the limits per client address and per address asked for; 404 error.reset.unavailable without mail.
   */
  async requestReset(raw: unknown, gateway: GatewayContext): Promise<void> {
    const { locale } = gateway;
    if (!this.offered) throw notFound(locale, 'error.reset.unavailable');
    await this.limits.consumeRequestFromAddress(gateway.clientIp, locale);
    const { email } = parseInput(forgotPasswordSchema, raw, locale);
    await this.limits.consumeRequestForAccount(email, locale);
    try {
      await this.mail.add({ kind: 'passwordReset', email });
    } catch (err) {
      this.logger.error({ err }, 'a password reset could not be queued');
      throw serviceUnavailable(locale, 'error.service.unavailable');
    }
  }

  /**
   * Uses a link: sets the new password (the registration rules), marks the token used and every other link of the
   * person too, ends every session of the person (user.sessions_ended: their open pages go to the sign-in page), in
   * one transaction; then forgets the account's failed sign-ins and queues the password-changed mail. A suspended
   * person may reset (signing in stays refused). 400 error.reset.invalid for a token that is unknown, used or expired.
   */
  async reset(raw: unknown, gateway: GatewayContext, now = new Date()): Promise<void> {
    const { locale } = gateway;
    await this.limits.consumeUse(gateway.clientIp, locale);
    const input = parseInput(resetPasswordSchema, raw, locale);
    const tokenHash = resetTokenHash(input.token);
    const link = await this.prisma.passwordResetToken.findUnique({
      where: { tokenHash },
      select: { userId: true, usedAt: true, expiresAt: true },
    });
    if (!link || link.usedAt || link.expiresAt <= now) throw invalidLink(locale);
    refuseCommonPassword(input.password, 'password', locale);
    const passwordHash = await this.passwords.hash(input.password);
    const outcome = await this.prisma.$transaction(async (tx) => {
      // Claimed here, so that two uses at once cannot both win.
      const claimed = await tx.passwordResetToken.updateMany({
        where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (claimed.count === 0) return null;
      await tx.passwordResetToken.updateMany({
        where: { userId: link.userId, usedAt: null },
        data: { usedAt: now },
      });
      const person = await tx.user.update({
        where: { id: link.userId },
        data: { passwordHash },
        select: { email: true },
      });
      const ended = await this.sessions.endOthersIn(tx, link.userId, null);
      return { email: person.email, ended };
    });
    if (!outcome) throw invalidLink(locale);
    if (outcome.ended > 0) this.sessions.wakeRelay();
    await this.authLimits.resetLogin(gateway.clientIp, outcome.email);
    this.mail.addQuietly({ kind: 'passwordChanged', userId: link.userId });
    this.logger.info({ userId: link.userId, endedSessions: outcome.ended }, 'password reset');
  }
}
