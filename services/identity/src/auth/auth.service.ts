import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from '@creators/platform';
import { EVENTS, loginSchema, registrationSchema } from '@creators/contracts';
import { conflict, parseInput, unauthenticated, type GatewayContext } from '@creators/platform';
import { recordEvent, type OutboxRelay } from '@creators/platform';
import { isUniqueViolation, PrismaService } from '../database/prisma.service.js';
import { MENTOR_ROLE, recordMentorAvailability } from '../mentors/mentor-availability.js';
import { SessionsService, type IssuedSession } from '../sessions/sessions.service.js';
import { LOGGER, OUTBOX_RELAY } from '../tokens.js';
import { toUserType } from '../users/user.mapper.js';
import type { UserType } from '../users/user.types.js';
import { PasswordHasher } from './passwords.js';
import { AuthRateLimits } from './rate-limits.js';
import { registrationData } from './registration-data.js';

export interface SignedIn {
  /** The signed-in user, who sees their own email. */
  user: UserType;
  session: IssuedSession;
}

@Injectable()
export class AuthService implements OnApplicationBootstrap {
  constructor(
    private readonly prisma: PrismaService,
    private readonly sessions: SessionsService,
    private readonly rateLimits: AuthRateLimits,
    private readonly passwords: PasswordHasher,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.passwords.warmUp();
  }

  /**
   * Registers a student or mentor, emits user.registered with the insert (and a mentor's first
   * mentor.availability_updated: the default availability, their skills as expertise), and signs the new user in.
   */
  async register(raw: unknown, gateway: GatewayContext): Promise<SignedIn> {
    const { locale } = gateway;
    await this.rateLimits.consumeRegistration(gateway.clientIp, locale);
    const input = parseInput(registrationSchema, raw, locale);
    const passwordHash = await this.passwords.hash(input.password);
    let row;
    try {
      row = await this.prisma.$transaction(async (tx) => {
        const created = await tx.user.create({ data: registrationData(input, passwordHash) });
        await recordEvent(tx, EVENTS.userRegistered, {
          userId: created.id,
          role: input.role,
          firstName: created.firstName,
        });
        if (created.role === MENTOR_ROLE) await recordMentorAvailability(tx, created.id);
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(locale, 'error.auth.emailTaken');
      throw error;
    }
    this.relay.wake();
    this.logger.info({ userId: row.id, role: row.role }, 'user registered');
    const session = await this.sessions.issue(row.id, gateway.sessionId, gateway);
    return { user: toUserType(row, row.id), session };
  }

  /** Signs in. A wrong password and an unknown email fail alike (same code, message and work). */
  async login(raw: unknown, gateway: GatewayContext): Promise<SignedIn> {
    const { locale } = gateway;
    const typedEmail =
      typeof raw === 'object' && raw !== null ? (raw as { email?: unknown }).email : undefined;
    await this.rateLimits.consumeLogin(gateway.clientIp, typedEmail, locale);
    const input = parseInput(loginSchema, raw, locale);
    const row = await this.prisma.user.findUnique({ where: { email: input.email } });
    const valid = await this.passwords.verify(row?.passwordHash, input.password);
    if (!row || !valid) {
      await this.rateLimits.recordLoginFailure(typedEmail);
      throw unauthenticated(locale, 'error.auth.invalidCredentials');
    }
    await this.rateLimits.resetLogin(gateway.clientIp, typedEmail);
    if (row.passwordHash && this.passwords.needsRehash(row.passwordHash)) {
      const passwordHash = await this.passwords.hash(input.password);
      await this.prisma.user.update({ where: { id: row.id }, data: { passwordHash } });
    }
    const session = await this.sessions.issue(row.id, gateway.sessionId, gateway);
    return { user: toUserType(row, row.id), session };
  }

  async logout(gateway: GatewayContext): Promise<void> {
    await this.sessions.destroy(gateway.sessionId);
  }
}
