import { Inject, Injectable } from '@nestjs/common';
import type { Locale } from '@creators/contracts';
import { isUuid } from '@creators/platform';
import { translateWith } from '@creators/texts';
import type { IdentityConfig } from '../config.js';
import { PrismaService } from '../database/prisma.service.js';
import type { ProgrammeBadge as ProgrammeBadgeRow } from '../generated/prisma/client.js';
import { IDENTITY_CONFIG } from '../tokens.js';
import { CredentialSigner, type StatusListState, type VerificationOutcome } from './credential-signer.js';
import { credentialIssuerIdentity, type IssuerDidDocument } from './issuer.js';
import {
  credentialFileName,
  openBadgeCredential,
  STATUS_LIST_SIZE,
  type HeldBadge,
  type HeldBadgeKind,
} from './open-badge.js';

/** A badge the person holds, with its credential's state, in the reader's language. */
export interface HeldCredentialView {
  id: string;
  kind: HeldBadgeKind;
  /** The catalogue key of an achievement (the front end words it), else null. */
  key: string | null;
  name: string;
  description: string;
  programmeId: string | null;
  earnedAt: Date;
  revoked: boolean;
  fileName: string;
}

/** A programme badge as the person reads it (User.programmeBadges). */
export interface ProgrammeBadgeView {
  id: string;
  kind: 'award' | 'completed';
  programmeId: string;
  programmeName: string;
  projectId: string | null;
  projectTitle: string | null;
  name: string;
  description: string;
  awardedAt: Date;
  revoked: boolean;
}

interface Held {
  badge: HeldBadge;
  key: string | null;
  programme: ProgrammeBadgeRow | null;
  revoked: boolean;
}

/** The words of a programme badge in a language: its name and "Awarded … in … for …" / "Took part in …". */
function programmeBadgeWords(row: ProgrammeBadgeRow, locale: Locale): { name: string; description: string } {
  const programme = row.programmeName;
  if (row.kind === 'award') {
    const award = (locale === 'de' ? row.awardNameDe : null) ?? row.awardName ?? '';
    const project = row.projectTitle ?? '';
    return {
      name: award,
      description: translateWith('badge.programme.awardDescription', locale, { award, programme, project }),
    };
  }
  return {
    name: translateWith('badge.programme.completedName', locale, { programme }),
    description: translateWith('badge.programme.completedDescription', locale, { programme }),
  };
}

/**
 * Every badge a person holds as an Open Badges 3.0 credential (docs/product.md §17.4): the catalogue's achievements
 * and the programmes' award and completion badges. A badge's credential id is the badge's own id; its place in the
 * revocation status lists (credential_statuses) is given when it is first asked for (a programme badge gets it when
 * given). Credentials are signed on demand, the same bytes each time, and cached by the signer.
 */
@Injectable()
export class CredentialsService {
  private signerPromise: Promise<CredentialSigner> | null = null;

  constructor(
    private readonly prisma: PrismaService,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  signer(): Promise<CredentialSigner> {
    this.signerPromise ??= credentialIssuerIdentity(this.config.credentials).then(
      (issuer) => new CredentialSigner(issuer, (listId) => this.statusListState(listId)),
    );
    return this.signerPromise;
  }

  async didDocument(): Promise<IssuerDidDocument> {
    return (await this.signer()).issuer.didDocument;
  }

  /** The credential words of a badge row (English: a credential is signed once, in one language). */
  private heldFromProgramme(row: ProgrammeBadgeRow, seq: number): HeldBadge {
    const { name, description } = programmeBadgeWords(row, 'en');
    const results = `${this.config.credentials.publicUrl}/programmes/${row.programmeId}/results`;
    return {
      id: row.id,
      userId: row.userId,
      kind: row.kind === 'award' ? 'award' : 'completed',
      achievementId:
        row.kind === 'award'
          ? `${results}#award-${encodeURIComponent(row.awardKey)}`
          : `${results}#completed`,
      name,
      description,
      criteria:
        row.kind === 'award'
          ? `Chosen for the award ${name} of ${row.programmeName} with the project ${row.projectTitle ?? ''}.`
          : `A member of a team that submitted its project to ${row.programmeName} before the deadline.`,
      earnedAt: row.awardedAt,
      statusSeq: seq,
    };
  }

  /** Gives each of these badges of the person its status place (once), and reads them back with it. */
  private async statusesOf(
    userId: string,
    ids: string[],
  ): Promise<Map<string, { seq: number; revoked: boolean }>> {
    if (ids.length === 0) return new Map();
    await this.prisma.$executeRaw`
      INSERT INTO credential_statuses (credential_id, user_id)
      SELECT id, ${userId}::uuid FROM unnest(${ids}::uuid[]) AS id
      ON CONFLICT (credential_id) DO NOTHING`;
    const rows = await this.prisma.credentialStatus.findMany({ where: { credentialId: { in: ids } } });
    return new Map(rows.map((row) => [row.credentialId, { seq: row.seq, revoked: row.revokedAt !== null }]));
  }

  private async held(userId: string, onlyId?: string): Promise<Held[]> {
    if (!isUuid(userId)) return [];
    const where = onlyId ? { userId, id: onlyId } : { userId };
    const [achievements, programmeBadges] = await Promise.all([
      this.prisma.userAchievement.findMany({
        where,
        include: { achievement: true },
        orderBy: [{ earnedAt: 'desc' }, { id: 'desc' }],
      }),
      this.prisma.programmeBadge.findMany({ where, orderBy: [{ awardedAt: 'desc' }, { id: 'desc' }] }),
    ]);
    const statuses = await this.statusesOf(userId, [
      ...achievements.map((row) => row.id),
      ...programmeBadges.map((row) => row.id),
    ]);
    const held: Held[] = [];
    for (const row of achievements) {
      const status = statuses.get(row.id);
      if (!status) continue;
      held.push({
        key: row.achievement.key,
        programme: null,
        revoked: status.revoked,
        badge: {
          id: row.id,
          userId,
          kind: 'achievement',
          achievementId: `urn:uuid:${row.achievement.id}`,
          name: row.achievement.name,
          description: row.achievement.description,
          criteria: row.achievement.description,
          earnedAt: row.earnedAt,
          statusSeq: status.seq,
        },
      });
    }
    for (const row of programmeBadges) {
      const status = statuses.get(row.id);
      if (!status) continue;
      held.push({
        key: null,
        programme: row,
        revoked: status.revoked || row.revokedAt !== null,
        badge: this.heldFromProgramme(row, status.seq),
      });
    }
    return held.sort((a, b) => b.badge.earnedAt.getTime() - a.badge.earnedAt.getTime());
  }

  /** The signed-in person's badges, newest first, each with its credential (myCredentials). */
  async credentialsOf(userId: string, locale: Locale): Promise<HeldCredentialView[]> {
    return (await this.held(userId)).map(({ badge, key, programme, revoked }) => {
      const words = programme
        ? programmeBadgeWords(programme, locale)
        : { name: badge.name, description: badge.description };
      return {
        id: badge.id,
        kind: badge.kind,
        key,
        ...words,
        programmeId: programme?.programmeId ?? null,
        earnedAt: badge.earnedAt,
        revoked,
        fileName: credentialFileName(badge.name),
      };
    });
  }

  /** The signed credentials of every badge the person holds and that is not revoked (the data export). */
  async signedCredentialsOf(userId: string, max: number): Promise<Array<Record<string, unknown>>> {
    const signer = await this.signer();
    const held = (await this.held(userId)).filter((entry) => !entry.revoked).slice(0, max);
    const signed: Array<Record<string, unknown>> = [];
    for (const { badge } of held)
      signed.push(await signer.sign(openBadgeCredential(badge, signer.issuer), badge.earnedAt));
    return signed;
  }

  /**
   * The signed credential of a badge by its id (public: whoever has the link may download and check it), with the
   * file name it downloads as; null when there is no such badge or its credential was revoked.
   */
  async credential(id: string): Promise<{ json: string; fileName: string } | null> {
    if (!isUuid(id)) return null;
    const owner =
      (await this.prisma.userAchievement.findUnique({ where: { id }, select: { userId: true } })) ??
      (await this.prisma.programmeBadge.findUnique({ where: { id }, select: { userId: true } }));
    if (!owner) return null;
    const [held] = await this.held(owner.userId, id);
    if (!held || held.revoked) return null;
    const signer = await this.signer();
    const signed = await signer.sign(openBadgeCredential(held.badge, signer.issuer), held.badge.earnedAt);
    return { json: JSON.stringify(signed, null, 2), fileName: credentialFileName(held.badge.name) };
  }

  /** The signed status list credential of a list, or null when no credential has a place in it yet. */
  async statusList(listId: number): Promise<string | null> {
    if (!Number.isSafeInteger(listId) || listId < 1) return null;
    const list = await (await this.signer()).statusListCredential(listId);
    return list ? JSON.stringify(list) : null;
  }

  /** A list's revoked indexes, and since when it reads so (its newest revocation, else when it began). */
  private async statusListState(listId: number): Promise<StatusListState | null> {
    const first = (listId - 1) * STATUS_LIST_SIZE + 1;
    const last = listId * STATUS_LIST_SIZE;
    const [bounds] = await this.prisma.$queryRaw<
      Array<{ count: number; began: Date | null; changed: Date | null }>
    >`
      SELECT count(*)::int AS count, min(created_at) AS began, max(revoked_at) AS changed
      FROM credential_statuses WHERE seq BETWEEN ${first} AND ${last}`;
    if (!bounds || bounds.count === 0 || !bounds.began) return null;
    const revoked = await this.prisma.$queryRaw<Array<{ seq: number }>>`
      SELECT seq FROM credential_statuses
      WHERE seq BETWEEN ${first} AND ${last} AND revoked_at IS NOT NULL ORDER BY seq`;
    return {
      revokedIndexes: revoked.map((row) => row.seq - first),
      validFrom: bounds.changed && bounds.changed > bounds.began ? bounds.changed : bounds.began,
    };
  }

  /** Verifies a credential (its JSON text); throws MalformedCredentialError for what is no credential. */
  async verify(input: unknown): Promise<VerificationOutcome> {
    return (await this.signer()).verify(input);
  }

  /** The programme badges of people, newest first (User.programmeBadges), in the reader's language. */
  async programmeBadgesOf(
    userIds: readonly string[],
    locale: Locale,
  ): Promise<Map<string, ProgrammeBadgeView[]>> {
    const wanted = [...new Set(userIds.filter(isUuid))];
    if (wanted.length === 0) return new Map();
    const rows = await this.prisma.programmeBadge.findMany({
      where: { userId: { in: wanted }, revokedAt: null },
      orderBy: [{ awardedAt: 'desc' }, { id: 'desc' }],
      take: 50 * wanted.length,
    });
    const byUser = new Map<string, ProgrammeBadgeView[]>();
    for (const row of rows) {
      const list = byUser.get(row.userId) ?? [];
      list.push({
        id: row.id,
        kind: row.kind === 'award' ? 'award' : 'completed',
        programmeId: row.programmeId,
        programmeName: row.programmeName,
        projectId: row.projectId,
        projectTitle: row.projectTitle,
        ...programmeBadgeWords(row, locale),
        awardedAt: row.awardedAt,
        revoked: row.revokedAt !== null,
      });
      byUser.set(row.userId, list);
    }
    return byUser;
  }
}
