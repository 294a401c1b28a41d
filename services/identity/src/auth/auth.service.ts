import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from '@creators/platform';
import { EVENTS, loginSchema, registrationSchema } from '@creators/contracts';
import { conflict, parseInput, unauthenticated, type GatewayContext } from '@creators/platform';
import { recordEvent, type OutboxRelay } from '@creators/platform';
import { isUniqueViolation, PrismaService } from '../database/prisma.service.js';
import {
  cohortCodeUsable,
  invalidCohortCode,
  takeCohortCode,
  typedCohortCode,
} from '../cohorts/cohort-codes.js';
import { MailQueue } from '../mail/mail.queue.js';
import { programmeByJoinCode } from '../programmes/programme-copies.js';
import { MENTOR_ROLE, recordMentorAvailability } from '../mentors/mentor-availability.js';
import { suspendedSignIn, suspensionInForce } from '../moderation/suspension.js';
import { SessionsService, type IssuedSession } from '../sessions/sessions.service.js';
import { LOGGER, OUTBOX_RELAY } from '../tokens.js';
import { toUserType } from '../users/user.mapper.js';
import type { UserType } from '../users/user.types.js';
import { AuthMetrics } from './auth-metrics.js';
import { refuseCommonPassword } from './common-passwords.js';
import { PasswordHasher } from './passwords.js';
import { AuthRateLimits } from './rate-limits.js';
import { registrationData } from './registration-data.js';

export interface SignedIn {
  /** The signed-in user, who sees their own email. */
  user: UserType;
  session: IssuedSession;
  /** The device cookie for the browser (OWASP device cookies): `x-set-device: <value>;<maxAgeSeconds>`. */
  device: { value: string; maxAgeSeconds: number };
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
    private readonly mail: MailQueue,
    private readonly metrics: AuthMetrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.passwords.warmUp();
  }

  /**
   * Registers a student or mentor, emits user.registered with the insert (and a mentor's first
   * mentor.availability_updated: the default availability, their skills as expertise), and signs the new user in.
   * With a usable cohort code (docs/product.md §14) the registration takes a use of the code, under the code's row
   * lock, instead of counting against the address limit (one that fails all the same counts after all). A programme's
   * join code (docs/product.md §16; identity keeps them from programme.updated) in the same field is accepted the same
   * way, without a use limit, until the programme's results are out, and user.registered then names the programme
   * (the programmes service makes the person a member). A staff-made cohort code is looked for first. An unknown,
   * expired or used-up code: BAD_USER_INPUT on cohortCode.
   */
  async register(raw: unknown, gateway: GatewayContext): Promise<SignedIn> {
    const { locale } = gateway;
    const typedCode = typedCohortCode(raw);
    const byCohort = typedCode !== undefined && (await cohortCodeUsable(this.prisma, typedCode));
    const programme =
      typedCode !== undefined && !byCohort ? await programmeByJoinCode(this.prisma, typedCode) : null;
    const byCode = byCohort || programme !== null;
    if (!byCode) await this.rateLimits.consumeRegistration(gateway.clientIp, locale);
    let row;
    try {
      const input = parseInput(registrationSchema, raw, locale);
      refuseCommonPassword(input.password, 'password', locale);
      if (input.cohortCode && !byCode) throw invalidCohortCode(locale);
      const passwordHash = await this.passwords.hash(input.password);
      row = await this.prisma.$transaction(async (tx) => {
        const cohortCodeId =
          input.cohortCode && byCohort ? await takeCohortCode(tx, input.cohortCode, locale) : null;
        const created = await tx.user.create({
          // Mails are written in the language the person registered in (docs/product.md §13).
          data: { ...registrationData(input, passwordHash), cohortCodeId, locale },
        });
        await recordEvent(tx, EVENTS.userRegistered, {
          userId: created.id,
          role: input.role,
          firstName: created.firstName,
          ...(programme ? { programmeId: programme.id } : {}),
        });
        if (created.role === MENTOR_ROLE) await recordMentorAvailability(tx, created.id);
        return created;
      });
    } catch (error) {
      if (byCode) await this.rateLimits.countFailedCohortRegistration(gateway.clientIp);
      if (isUniqueViolation(error)) throw conflict(locale, 'error.auth.emailTaken');
      throw error;
    }
    this.relay.wake();
    this.metrics.registered();
    // Queued, never awaited: a mail server that is down does not fail a registration (docs/product.md §13).
    this.mail.addQuietly({ kind: 'welcome', userId: row.id });
    this.logger.info(
      { userId: row.id, role: row.role, cohortCodeId: row.cohortCodeId, programmeId: programme?.id },
      'user registered',
    );
    const session = await this.sessions.issue(row.id, gateway.sessionId, gateway);
    const device = this.rateLimits.deviceCookieAfterSignIn(gateway, row.email);
    return { user: toUserType(row, row.id), session, device };
  }

  /**
   * Signs in. A wrong password and an unknown email fail alike (same code, message and work). A browser with the
   * account's device cookie is not held back by failures from other browsers (AuthRateLimits); every successful
   * sign-in gives the browser a new one.
   */
  async login(raw: unknown, gateway: GatewayContext): Promise<SignedIn> {
    const { locale } = gateway;
    const typedEmail =
      typeof raw === 'object' && raw !== null ? (raw as { email?: unknown }).email : undefined;
    const attempt = await this.rateLimits.consumeLogin(gateway, typedEmail);
    const input = parseInput(loginSchema, raw, locale);
    const row = await this.prisma.user.findUnique({ where: { email: input.email } });
    const valid = await this.passwords.verify(row?.passwordHash, input.password);
    if (!row || !valid) {
      await this.rateLimits.recordLoginFailure(attempt);
      throw unauthenticated(locale, 'error.auth.invalidCredentials');
    }
    await this.rateLimits.loginSucceeded(attempt);
    // Only with the right password: a suspension is nobody else's business (docs/product.md §14.2).
    const suspension = suspensionInForce(row);
    if (suspension) throw suspendedSignIn(suspension, locale);
    if (row.passwordHash && this.passwords.needsRehash(row.passwordHash)) {
      const passwordHash = await this.passwords.hash(input.password);
      await this.prisma.user.update({ where: { id: row.id }, data: { passwordHash } });
    }
    // Mails follow the language the person last signed in with (docs/product.md §13), until they choose one in
    // Settings or the language switcher: then that one, on every device.
    if (row.locale !== locale && !row.localeChosenAt)
      await this.prisma.user.update({ where: { id: row.id }, data: { locale } });
    const session = await this.sessions.issue(row.id, gateway.sessionId, gateway);
    const device = this.rateLimits.deviceCookieAfterSignIn(gateway, typedEmail);
    return { user: toUserType(row, row.id), session, device };
  }

  async logout(gateway: GatewayContext): Promise<void> {
    await this.sessions.destroy(gateway.sessionId);
  }
}
