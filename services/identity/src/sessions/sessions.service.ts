import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EVENTS } from '@creators/contracts';
import type { Logger } from '@creators/platform';
import type { GatewayUser } from '@creators/platform';
import { recordEvent, sessionRoomOfStoredKey, type OutboxRelay, type SqlExecutor } from '@creators/platform';
import type { IdentityConfig } from '../config.js';
import { PrismaService } from '../database/prisma.service.js';
import { suspensionInForce } from '../moderation/suspension.js';
import { IDENTITY_CONFIG, LOGGER, OUTBOX_RELAY } from '../tokens.js';
import { sessionOriginData, type SessionOrigin } from './session-details.js';
import {
  cookieMaxAgeSeconds,
  isExpired,
  isStoredSessionKey,
  isWellFormedSessionId,
  newSessionId,
  parseSessionData,
  sessionExpiry,
  storedSessionKey,
  type SessionData,
  type SessionPolicy,
} from './session-expiry.js';

/** One of a person's live sessions, for their sessions page (docs/product.md §13). */
export interface ListedSession {
  publicId: string;
  current: boolean;
  browser: string | null;
  network: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/** A UTC day as 'YYYY-MM-DD' (user.active's activeOn; sorts like the days it names). */
export const activeDay = (at: Date): string => at.toISOString().slice(0, 10);

/** A row of the sessions table as the raw queries read it. */
interface SessionRow {
  sid: string;
  sess: unknown;
  expire: Date;
}

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
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
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

  /**
   * Starts a new session for `userId`; the one in `previousSessionId` (if any) ends, so an id is never reused across
   * sign-ins. The row keeps a public id, the browser and the network of `origin` (never the address).
   */
  async issue(
    userId: string,
    previousSessionId: string | null | undefined,
    origin?: SessionOrigin,
    now = new Date(),
  ): Promise<IssuedSession> {
    const id = newSessionId();
    const sess: SessionData = {
      userId,
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      publicId: randomUUID(),
      ...sessionOriginData(origin),
    };
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
   * The user a session belongs to, or null when it is unknown, expired, its user is gone or suspended. A live
   * session's idle expiry slides forward (never beyond the absolute expiry).
   */
  async resolve(sessionId: unknown, now = new Date()): Promise<GatewayUser | null> {
    if (!isWellFormedSessionId(sessionId)) return null;
    return this.resolveStoredKey(storedSessionKey(sessionId), now);
  }

  /**
   * resolve, by the session's stored key (storedSessionKey): what the gateway sends over NATS, so that the raw id
   * never travels on the bus.
   */
  async resolveStoredKey(storedKey: unknown, now = new Date()): Promise<GatewayUser | null> {
    if (!isStoredSessionKey(storedKey)) return null;
    const sid = storedKey;
    const row = await this.prisma.session.findUnique({ where: { sid } });
    if (!row || isExpired(row.expire, now)) return null;
    const data = parseSessionData(row.sess);
    if (!data) return null;
    const user = await this.prisma.user.findUnique({
      where: { id: data.userId },
      select: {
        id: true,
        role: true,
        isStaff: true,
        firstName: true,
        suspendedAt: true,
        suspendedUntil: true,
        suspensionReason: true,
        lastActiveOn: true,
      },
    });
    // A suspended person is signed out (docs/product.md §14.2): suspending ends their sessions, and any left over
    // (or made in a race with it) ends here.
    if (!user || suspensionInForce(user, now)) {
      await this.prisma.session.deleteMany({ where: { sid } });
      return null;
    }
    const expire = sessionExpiry(new Date(data.createdAt), now, this.policy);
    await this.prisma.session.updateMany({
      where: { sid, expire: { gt: now } },
      // A session from before public ids gets one now.
      data: {
        expire,
        sess: { ...data, publicId: data.publicId ?? randomUUID(), lastSeenAt: now.toISOString() },
      },
    });
    // The first use of the day: recorded once (the read above already has the day; nothing more is asked otherwise).
    const today = activeDay(now);
    if (!user.lastActiveOn || activeDay(user.lastActiveOn) < today) await this.recordActive(user.id, today);
    return { id: user.id, role: user.role, staff: user.isStaff, firstName: user.firstName };
  }

  /**
   * user.active { userId, activeOn } through the outbox, at most once per person and UTC day: the conditional UPDATE
   * of users.last_active_on decides (of two requests at once, one changes the row), and only a change records the
   * event. A day never moves backwards (an instance whose clock is behind changes nothing). A failure is logged and
   * the session still resolves: being seen is not worth a failed request.
   */
  private async recordActive(userId: string, today: string): Promise<void> {
    try {
      const recorded = await this.prisma.$transaction(async (tx) => {
        const changed = await tx.$executeRaw`
          UPDATE users SET last_active_on = ${today}::date
          WHERE id = ${userId}::uuid AND (last_active_on IS NULL OR last_active_on < ${today}::date)`;
        if (changed > 0) await recordEvent(tx, EVENTS.userActive, { userId, activeOn: today });
        return changed > 0;
      });
      if (recorded) this.relay.wake();
    } catch (err) {
      this.logger.warn({ err, userId }, 'recording that a person was active failed');
    }
  }

  /** The live sessions of `userId`, newest first; `currentSessionId` is the one the request came with. */
  async listForUser(
    userId: string,
    currentSessionId: string | null | undefined,
    now = new Date(),
  ): Promise<ListedSession[]> {
    const currentSid = isWellFormedSessionId(currentSessionId) ? storedSessionKey(currentSessionId) : null;
    const rows = await this.prisma.$queryRaw<SessionRow[]>`
      SELECT sid, sess, expire FROM sessions WHERE sess ->> 'userId' = ${userId} AND expire > ${now}`;
    const listed: ListedSession[] = [];
    for (const row of rows) {
      const data = parseSessionData(row.sess);
      if (!data) continue;
      let publicId = data.publicId;
      if (!publicId) {
        // A session from before public ids that has not been used since: it gets one now.
        publicId = randomUUID();
        await this.prisma.session.updateMany({
          where: { sid: row.sid },
          data: { sess: { ...data, publicId } },
        });
      }
      listed.push({
        publicId,
        current: row.sid === currentSid,
        browser: data.browser ?? null,
        network: data.network ?? null,
        createdAt: new Date(data.createdAt),
        lastSeenAt: new Date(data.lastSeenAt),
      });
    }
    return listed.sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.publicId.localeCompare(a.publicId),
    );
  }

  /**
   * Ends one session of `userId` by its public id: 'ended', 'current' (the session the request came with: that
   * one signs out instead) or 'unknown' (no live session of theirs has that id). Its sockets are told through
   * user.sessions_ended.
   */
  async endOne(
    userId: string,
    publicId: string,
    currentSessionId: string | null | undefined,
  ): Promise<'ended' | 'current' | 'unknown'> {
    const currentSid = isWellFormedSessionId(currentSessionId) ? storedSessionKey(currentSessionId) : null;
    const outcome = await this.prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<SessionRow[]>`
        SELECT sid, sess, expire FROM sessions
        WHERE sess ->> 'userId' = ${userId} AND sess ->> 'publicId' = ${publicId}`;
      const row = rows[0];
      if (!row) return 'unknown' as const;
      if (row.sid === currentSid) return 'current' as const;
      await tx.session.deleteMany({ where: { sid: row.sid } });
      await this.recordEnded(tx, userId, [row.sid]);
      return 'ended' as const;
    });
    if (outcome === 'ended') this.relay.wake();
    return outcome;
  }

  /** Ends every session of `userId` but `currentSessionId`; returns how many ended. */
  async endOthers(userId: string, currentSessionId: string | null | undefined): Promise<number> {
    const ended = await this.prisma.$transaction((tx) => this.endOthersIn(tx, userId, currentSessionId));
    if (ended > 0) this.relay.wake();
    return ended;
  }

  /**
   * In the caller's transaction: deletes every session of `userId` but `currentSessionId` and records
   * user.sessions_ended with their socket rooms (none recorded when there were none). The caller wakes the relay.
   */
  async endOthersIn(
    tx: SqlExecutor & Pick<PrismaService, '$queryRaw'>,
    userId: string,
    currentSessionId: string | null | undefined,
  ): Promise<number> {
    const currentSid = isWellFormedSessionId(currentSessionId) ? storedSessionKey(currentSessionId) : '';
    const deleted = await tx.$queryRaw<Array<{ sid: string }>>`
      DELETE FROM sessions WHERE sess ->> 'userId' = ${userId} AND sid <> ${currentSid} RETURNING sid`;
    await this.recordEnded(
      tx,
      userId,
      deleted.map((row) => row.sid),
    );
    return deleted.length;
  }

  /** The wakeful relay, for callers that ended sessions in their own transaction (endOthersIn). */
  wakeRelay(): void {
    this.relay.wake();
  }

  private async recordEnded(tx: SqlExecutor, userId: string, sids: string[]): Promise<void> {
    if (sids.length === 0) return;
    await recordEvent(tx, EVENTS.userSessionsEnded, {
      userId,
      sessionRooms: sids.map(sessionRoomOfStoredKey),
    });
    this.logger.info({ userId, count: sids.length }, 'sessions ended');
  }

  /** Deletes every expired session; returns how many. */
  async purgeExpired(now = new Date()): Promise<number> {
    const { count } = await this.prisma.session.deleteMany({ where: { expire: { lte: now } } });
    if (count > 0) this.logger.info({ count }, 'purged expired sessions');
    return count;
  }
}
