import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Locale } from '@creators/contracts';
import {
  capList,
  DATA_EXPORT_LIST_MAX,
  exportSection,
  fixedWindowLimiter,
  isRefusal,
  retryAfterSeconds,
  tooManyRequests,
  unauthenticated,
  type GatewayContext,
  type RateLimit,
} from '@creators/platform';
import type { IdentityConfig } from '../config.js';
import { PrismaService } from '../database/prisma.service.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { IDENTITY_CONFIG, REDIS } from '../tokens.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { CredentialsService } from '../credentials/credentials.service.js';

/**
 * How often a person may download their data (docs/product.md §15): the file gathers everything from six services,
 * so a few times an hour is plenty for a person and little for a script. Counted here, in the one service every
 * export asks, per person.
 */
export const DATA_EXPORT_LIMIT: RateLimit = { points: 5, durationSeconds: 60 * 60 };

const take = DATA_EXPORT_LIST_MAX + 1;

/**
 * What identity holds about the signed-in person, for "Download my data" (docs/product.md §15): the profile (never
 * the password hash), the live sessions by the public id the sessions page shows (never a session id or its hash),
 * badges, mentor availability, reports they made, staff actions about them (without who took them), password
 * resets asked for (times only, never a token or its hash), the programmes they are a member of (as identity knows
 * them), the last day they used the platform, their notifications and preferences, and, for staff, what they did as
 * staff.
 */
@Injectable()
export class IdentityDataExport {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    private readonly prisma: PrismaService,
    private readonly sessions: SessionsService,
    private readonly notifications: NotificationsService,
    private readonly credentials: CredentialsService,
    @Inject(REDIS) redis: Redis | null,
    @Inject(IDENTITY_CONFIG) config: IdentityConfig,
  ) {
    this.limiter = fixedWindowLimiter(redis, `${config.rateLimit.keyPrefix}:data-export`, DATA_EXPORT_LIMIT);
  }

  /** One export of the person's data counted: TOO_MANY_REQUESTS (error.export.rateLimited) beyond the limit. */
  async consume(userId: string, locale: Locale): Promise<void> {
    try {
      await this.limiter.consume(userId);
    } catch (reason) {
      if (isRefusal(reason))
        throw tooManyRequests(locale, 'error.export.rateLimited', retryAfterSeconds(reason));
      throw reason;
    }
  }

  async export(userId: string, gateway: GatewayContext): Promise<Record<string, unknown>> {
    const user = await this.prisma.user.findUnique({
      where: { id: userId },
      select: {
        id: true,
        email: true,
        firstName: true,
        lastName: true,
        profileImageUrl: true,
        role: true,
        skills: true,
        interests: true,
        bio: true,
        experience: true,
        yearsExperience: true,
        currentRole: true,
        company: true,
        isStaff: true,
        locale: true,
        mentorVerifiedAt: true,
        suspendedAt: true,
        suspendedUntil: true,
        suspensionReason: true,
        cohortCodeId: true,
        lastActiveOn: true,
        createdAt: true,
        updatedAt: true,
        mentorAvailability: {
          select: {
            slots: true,
            timeZone: true,
            maxTeams: true,
            notAvailableUntil: true,
            languages: true,
            updatedAt: true,
          },
        },
      },
    });
    // Erased meanwhile: the person is no longer known.
    if (!user) throw unauthenticated(gateway.locale);
    const { cohortCodeId, mentorAvailability, lastActiveOn, ...profile } = user;
    const [
      cohort,
      sessions,
      badges,
      reports,
      moderation,
      passwordResets,
      staffActions,
      cohortCodesCreated,
      notifications,
      notificationPreferences,
      programmes,
      programmeBadges,
      credentials,
    ] = await Promise.all([
      cohortCodeId
        ? this.prisma.cohortCode.findUnique({ where: { id: cohortCodeId }, select: { name: true } })
        : null,
      this.sessions.listForUser(userId, gateway.sessionId),
      this.prisma.userAchievement.findMany({
        where: { userId },
        orderBy: [{ earnedAt: 'desc' }, { id: 'desc' }],
        take,
        select: {
          earnedAt: true,
          achievement: {
            select: { key: true, name: true, description: true, icon: true, category: true, points: true },
          },
        },
      }),
      this.prisma.report.findMany({
        where: { reporterId: userId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
        select: {
          id: true,
          itemType: true,
          itemId: true,
          reason: true,
          note: true,
          status: true,
          createdAt: true,
          resolvedAt: true,
        },
      }),
      this.prisma.moderationAction.findMany({
        where: { subjectUserId: userId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
        select: { action: true, itemType: true, itemId: true, reason: true, createdAt: true },
      }),
      this.prisma.passwordResetToken.findMany({
        where: { userId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
        select: { createdAt: true, expiresAt: true, usedAt: true },
      }),
      user.isStaff
        ? this.prisma.moderationAction.findMany({
            where: { actorId: userId },
            orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
            take,
            select: { id: true, action: true, itemType: true, itemId: true, reason: true, createdAt: true },
          })
        : [],
      user.isStaff
        ? this.prisma.cohortCode.findMany({
            where: { createdBy: userId },
            orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
            take,
            select: {
              code: true,
              name: true,
              validUntil: true,
              maxUses: true,
              uses: true,
              createdAt: true,
            },
          })
        : [],
      this.notifications.list(userId, { first: DATA_EXPORT_LIST_MAX + 1, after: null }),
      this.notifications.preferences(userId),
      this.prisma.$queryRaw<Array<{ programmeId: string; name: string | null; joinedAt: Date }>>`
        SELECT m.programme_id::text AS "programmeId", p.name, m.joined_at AS "joinedAt"
        FROM programme_members m LEFT JOIN programmes p ON p.id = m.programme_id
        WHERE m.user_id = ${userId}::uuid
        ORDER BY m.joined_at DESC, m.programme_id DESC
        LIMIT ${take}`,
      this.prisma.programmeBadge.findMany({
        where: { userId },
        orderBy: [{ awardedAt: 'desc' }, { id: 'desc' }],
        take,
        select: {
          kind: true,
          programmeId: true,
          programmeName: true,
          awardName: true,
          awardNameDe: true,
          projectId: true,
          projectTitle: true,
          awardedAt: true,
          revokedAt: true,
        },
      }),
      // Every badge's signed Open Badges 3.0 credential (docs/product.md §17.4), as downloaded one by one.
      this.credentials.signedCredentialsOf(userId, take),
    ]);
    return exportSection(
      {
        sessions: capList(sessions.map(({ publicId, ...session }) => ({ id: publicId, ...session }))),
        badges: capList(badges.map(({ earnedAt, achievement }) => ({ ...achievement, earnedAt }))),
        reportsMade: capList(reports),
        moderationAboutYou: capList(moderation),
        passwordResetRequests: capList(passwordResets),
        staffActionsTaken: capList(staffActions),
        cohortCodesCreated: capList(cohortCodesCreated),
        // What the person was told and whether they read it; not the data, which is other people's (their names,
        // titles and words) and stays with the services that own it.
        notifications: capList(
          notifications.nodes.map(({ id, type, createdAt, read }) => ({ id, type, createdAt, read })),
        ),
        // The programmes identity knows the person is a member of (the programmes service answers for the rest).
        programmeMemberships: capList(programmes),
        programmeBadges: capList(programmeBadges),
        credentials: capList(credentials),
      },
      {
        profile: {
          ...profile,
          cohort: cohort ? { name: cohort.name } : null,
          lastActiveOn: lastActiveOn ? lastActiveOn.toISOString().slice(0, 10) : null,
        },
        mentorAvailability: mentorAvailability ?? null,
        notificationPreferences,
      },
    );
  }
}
