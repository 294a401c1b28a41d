import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Logger } from '@creators/platform';
import type { GatewayUser } from '@creators/platform';
import type { IdentityConfig } from '../config.js';
import { PrismaService } from '../database/prisma.service.js';
import { IDENTITY_CONFIG, LOGGER } from '../tokens.js';
import {
  cookieMaxAgeSeconds,
  isExpired,
  isWellFormedSessionId,
  newSessionId,
  parseSessionData,
  sessionExpiry,
  storedSessionKey,
  type SessionData,
  type SessionPolicy,
} from './session-expiry.js';

export interface IssuedSession {
  id: string;
  /** For the cookie: `x-set-session: <id>;<maxAgeSeconds>`. */
  maxAgeSeconds: number;
}

/**
 * Sessions in the identity database (product.md §3: sid, sess, expire), with idle and absolute expiry. The `sid`
 * column holds the id's hash (storedSessionKey), never the id the cookie carries.
 */
@Injectable()
export class SessionsService implements OnModuleInit, OnModuleDestroy {
  private readonly policy: SessionPolicy;
  private purgeTimer?: NodeJS.Timeout;

  constructor(
    private readonly prisma: PrismaService,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.policy = {
      idleSeconds: config.session.idleSeconds,
      absoluteSeconds: config.session.absoluteSeconds,
    };
  }

  onModuleInit(): void {
    this.purgeTimer = setInterval(() => {
      this.purgeExpired().catch((err: unknown) =>
        this.logger.warn({ err }, 'purging expired sessions failed'),
      );
    }, this.config.session.purgeIntervalSeconds * 1000);
    this.purgeTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.purgeTimer);
  }

  /** Starts a new session for `userId`; the one in `previousSessionId` (if any) ends, so an id is never reused across sign-ins. */
  async issue(
    userId: string,
    previousSessionId: string | null | undefined,
    now = new Date(),
  ): Promise<IssuedSession> {
    const id = newSessionId();
    const sess: SessionData = { userId, createdAt: now.toISOString(), lastSeenAt: now.toISOString() };
    const expire = sessionExpiry(now, now, this.policy);
    await this.prisma.$transaction([
      ...(isWellFormedSessionId(previousSessionId)
        ? [this.prisma.session.deleteMany({ where: { sid: storedSessionKey(previousSessionId) } })]
        : []),
      this.prisma.session.create({ data: { sid: storedSessionKey(id), sess: { ...sess }, expire } }),
    ]);
    return { id, maxAgeSeconds: cookieMaxAgeSeconds(this.policy) };
  }

  async destroy(sessionId: string | null | undefined): Promise<void> {
    if (!isWellFormedSessionId(sessionId)) return;
    await this.prisma.session.deleteMany({ where: { sid: storedSessionKey(sessionId) } });
  }

  /**
   * The user a session belongs to, or null when it is unknown, expired or its user is gone. A live session's
   * idle expiry slides forward (never beyond the absolute expiry).
   */
  async resolve(sessionId: unknown, now = new Date()): Promise<GatewayUser | null> {
    if (!isWellFormedSessionId(sessionId)) return null;
    const sid = storedSessionKey(sessionId);
    const row = await this.prisma.session.findUnique({ where: { sid } });
    if (!row || isExpired(row.expire, now)) return null;
    const data = parseSessionData(row.sess);
    if (!data) return null;
    const user = await this.prisma.user.findUnique({
      where: { id: data.userId },
      select: { id: true, role: true },
    });
    if (!user) {
      await this.destroy(sessionId);
      return null;
    }
    const expire = sessionExpiry(new Date(data.createdAt), now, this.policy);
    await this.prisma.session.updateMany({
      where: { sid, expire: { gt: now } },
      data: { expire, sess: { ...data, lastSeenAt: now.toISOString() } },
    });
    return { id: user.id, role: user.role };
  }

  /** Deletes every expired session; returns how many. */
  async purgeExpired(now = new Date()): Promise<number> {
    const { count } = await this.prisma.session.deleteMany({ where: { expire: { lte: now } } });
    if (count > 0) this.logger.info({ count }, 'purged expired sessions');
    return count;
  }
}
