import { Inject, Injectable } from '@nestjs/common';
import { changePasswordSchema, deleteAccountSchema, EVENTS, type Locale } from '@creators/contracts';
import {
  badUserInput,
  notFound,
  parseInput,
  recordEvent,
  unauthenticated,
  type GatewayContext,
  type GatewayUser,
  type Logger,
} from '@creators/platform';
import { refuseCommonPassword } from '../auth/common-passwords.js';
import { PasswordHasher } from '../auth/passwords.js';
import { AuthRateLimits } from '../auth/rate-limits.js';
import { PrismaService } from '../database/prisma.service.js';
import { MailQueue } from '../mail/mail.queue.js';
import { ErasedAccountKeys } from '../privacy/erased-account-keys.js';
import { SessionsService, type ListedSession } from '../sessions/sessions.service.js';
import { LOGGER } from '../tokens.js';

/** Whether a typed confirmation names the account: its e-mail address, trimmed, ignoring case. */
export function confirmsAccount(confirmation: string, email: string): boolean {
  return confirmation.trim().toLowerCase() === email.trim().toLowerCase();
}

/** What a signed-in person does with their account (docs/product.md §13): their password and their sessions. */
@Injectable()
export class AccountService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly sessions: SessionsService,
    private readonly passwords: PasswordHasher,
    private readonly rateLimits: AuthRateLimits,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly erasedKeys: ErasedAccountKeys,
    private readonly mail: MailQueue,
  ) {}

  /**
   * Changes the caller's password. The current one must be right (400 validation.password.current on
   * currentPassword; wrong ones count like failed sign-ins of the account, with the same limits and delays). On
   * success every other session of theirs ends in the same transaction (the current one stays); returns how many.
   */
  async changePassword(viewer: GatewayUser, raw: unknown, gateway: GatewayContext): Promise<number> {
    const { locale } = gateway;
    const row = await this.prisma.user.findUnique({
      where: { id: viewer.id },
      select: { email: true, passwordHash: true },
    });
    if (!row) throw unauthenticated(locale);
    const attempt = await this.rateLimits.consumeLogin(gateway, row.email);
    const input = parseInput(changePasswordSchema, raw, locale);
    if (!(await this.passwords.verify(row.passwordHash, input.currentPassword))) {
      await this.rateLimits.recordLoginFailure(attempt);
      throw badUserInput(locale, { currentPassword: 'validation.password.current' });
    }
    await this.rateLimits.loginSucceeded(attempt);
    refuseCommonPassword(input.newPassword, 'newPassword', locale);
    const passwordHash = await this.passwords.hash(input.newPassword);
    const ended = await this.prisma.$transaction(async (tx) => {
      const { count } = await tx.user.updateMany({
        // The hash checked above is still the stored one: two changes at once cannot both win.
        where: { id: viewer.id, passwordHash: row.passwordHash },
        data: { passwordHash },
      });
      if (count === 0) return null;
      return this.sessions.endOthersIn(tx, viewer.id, gateway.sessionId);
    });
    if (ended === null) throw badUserInput(locale, { currentPassword: 'validation.password.current' });
    if (ended > 0) this.sessions.wakeRelay();
    // The person hears of it by mail too, in case it was not them (docs/product.md §13); never fails the change.
    this.mail.addQuietly({ kind: 'passwordChanged', userId: viewer.id });
    this.logger.info({ userId: viewer.id, endedSessions: ended }, 'password changed');
    return ended;
  }

  mySessions(viewer: GatewayUser, gateway: GatewayContext): Promise<ListedSession[]> {
    return this.sessions.listForUser(viewer.id, gateway.sessionId);
  }

  /** Ends one of the caller's other sessions: 404 error.session.notFound, 400 error.session.current for this one. */
  async endSession(viewer: GatewayUser, publicId: string, locale: Locale, gateway: GatewayContext) {
    const outcome = await this.sessions.endOne(viewer.id, publicId, gateway.sessionId);
    if (outcome === 'unknown') throw notFound(locale, 'error.session.notFound');
    if (outcome === 'current') throw badUserInput(locale, { id: 'error.session.current' });
  }

  endOtherSessions(viewer: GatewayUser, gateway: GatewayContext): Promise<number> {
    return this.sessions.endOthers(viewer.id, gateway.sessionId);
  }

  /**
   * "Delete my account" (docs/product.md §15). The password must be right (400 validation.password.current on
   * password; a wrong one counts like a failed sign-in, with the same limits and delays) and the confirmation must be
   * the account's e-mail address (400 validation.erase.confirmation on confirmation). Then, in one transaction, every
   * session of the person ends (user.sessions_ended: their open pages are signed out), the user row goes (badges,
   * availability and reset links with it) and user.erased is recorded: every service, identity included, erases or
   * anonymises its rows of the person on it (privacy/erasure.ts in each). The rate-limit keys that name the
   * address go from Redis afterwards. The caller clears the session cookie.
   */
  async deleteMyAccount(viewer: GatewayUser, raw: unknown, gateway: GatewayContext): Promise<void> {
    const { locale } = gateway;
    const row = await this.prisma.user.findUnique({
      where: { id: viewer.id },
      select: { email: true, passwordHash: true },
    });
    if (!row) throw unauthenticated(locale);
    const attempt = await this.rateLimits.consumeLogin(gateway, row.email);
    const input = parseInput(deleteAccountSchema, raw, locale);
    const passwordRight = await this.passwords.verify(row.passwordHash, input.password);
    if (!passwordRight) await this.rateLimits.recordLoginFailure(attempt);
    const refused: Record<string, string> = {};
    if (!passwordRight) refused.password = 'validation.password.current';
    if (!confirmsAccount(input.confirmation, row.email))
      refused.confirmation = 'validation.erase.confirmation';
    if (Object.keys(refused).length > 0) throw badUserInput(locale, refused);
    const erased = await this.prisma.$transaction(async (tx) => {
      // The hash checked above is still the stored one: a password changed meanwhile refuses the deletion.
      const { count } = await tx.user.deleteMany({
        where: { id: viewer.id, passwordHash: row.passwordHash },
      });
      if (count === 0) return false;
      await this.sessions.endOthersIn(tx, viewer.id, null);
      await recordEvent(tx, EVENTS.userErased, { userId: viewer.id });
      return true;
    });
    if (!erased) throw badUserInput(locale, { password: 'validation.password.current' });
    this.sessions.wakeRelay();
    await this.rateLimits.resetLogin(gateway.clientIp, row.email);
    await this.erasedKeys.forget(viewer.id, row.email);
    this.logger.info({ userId: viewer.id }, 'account deleted: user.erased recorded');
  }
}
