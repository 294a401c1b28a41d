import { Inject, Injectable } from '@nestjs/common';
import { changePasswordSchema, type Locale } from '@creators/contracts';
import {
  badUserInput,
  notFound,
  parseInput,
  unauthenticated,
  type GatewayContext,
  type GatewayUser,
  type Logger,
} from '@creators/platform';
import { PasswordHasher } from '../auth/passwords.js';
import { AuthRateLimits } from '../auth/rate-limits.js';
import { PrismaService } from '../database/prisma.service.js';
import { SessionsService, type ListedSession } from '../sessions/sessions.service.js';
import { LOGGER } from '../tokens.js';

/** What a signed-in person does with their account (docs/product.md §13): their password and their sessions. */
@Injectable()
export class AccountService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly sessions: SessionsService,
    private readonly passwords: PasswordHasher,
    private readonly rateLimits: AuthRateLimits,
    @Inject(LOGGER) private readonly logger: Logger,
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
    await this.rateLimits.consumeLogin(gateway.clientIp, row.email, locale);
    const input = parseInput(changePasswordSchema, raw, locale);
    if (!(await this.passwords.verify(row.passwordHash, input.currentPassword))) {
      await this.rateLimits.recordLoginFailure(row.email);
      throw badUserInput(locale, { currentPassword: 'validation.password.current' });
    }
    await this.rateLimits.resetLogin(gateway.clientIp, row.email);
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
}
