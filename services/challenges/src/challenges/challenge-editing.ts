import { Inject, Injectable } from '@nestjs/common';
import { EVENTS, type ChallengeStatus, type Locale, type updateChallengeSchema } from '@creators/contracts';
import {
  conflict,
  forbidden,
  isUuid,
  notFound,
  OUTBOX_RELAY,
  recordEvent,
  type OutboxRelay,
} from '@creators/platform';
import type { z } from 'zod';
import { PrismaService } from '../database/prisma.service.js';
import type { Challenge as ChallengeRow } from '../generated/prisma/client.js';
import { toChallengeType } from './challenge.mapper.js';
import type { ChallengeType } from './challenge.types.js';

/** An edit as updateChallengeSchema has validated and cleaned it. */
export type ChallengeEdit = z.output<typeof updateChallengeSchema>;

/** What a challenge says: changing any of these marks it edited (editedAt); its status alone does not. */
const CONTENT_FIELDS = ['title', 'description', 'category', 'difficulty', 'tags'] as const;

type ContentChanges = Partial<Pick<ChallengeRow, (typeof CONTENT_FIELDS)[number]>>;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The content fields of `edit` that differ from `row`. */
function contentChanges(row: ChallengeRow, edit: ChallengeEdit): ContentChanges {
  const changes: Record<string, unknown> = {};
  for (const field of CONTENT_FIELDS) {
    if (edit[field] !== undefined && !sameValue(edit[field], row[field])) changes[field] = edit[field];
  }
  return changes as ContentChanges;
}

/**
 * The new version's updatedAt: now, but always later than the version it replaces, so that two edits within one
 * millisecond (or a clock behind the stored time) still tell their versions apart.
 */
const nextVersion = (previous: Date) => new Date(Math.max(Date.now(), previous.getTime() + 1));

/**
 * Its author edits a challenge or changes its status (docs/product.md, owners change what they made).
 *
 * Safe against lost updates: the write is conditional on the row still being the version the author loaded
 * (`updated_at = expectedUpdatedAt` in the UPDATE itself), so of two edits made from one version only the first
 * applies and the second is refused with CONFLICT instead of overwriting it. Nothing is written on a refusal.
 */
@Injectable()
export class ChallengeEditing {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
  ) {}

  /**
   * Applies `edit` by `userId` and records `challenge.updated` in the same transaction; throws NOT_FOUND (unknown or
   * malformed id), FORBIDDEN (not the author) or CONFLICT (changed since expectedUpdatedAt).
   */
  async update(id: string, edit: ChallengeEdit, userId: string, locale: Locale): Promise<ChallengeType> {
    if (!isUuid(id)) throw notFound(locale, 'error.challenge.notFound');
    const expected = new Date(edit.expectedUpdatedAt);
    const row = await this.prisma.$transaction(async (tx) => {
      const current = await tx.challenge.findUnique({ where: { id } });
      if (!current) throw notFound(locale, 'error.challenge.notFound');
      if (current.createdBy !== userId) throw forbidden(locale, 'error.challenge.notAuthor');
      if (current.updatedAt.getTime() !== expected.getTime()) throw conflict(locale, 'error.edit.stale');
      const changes = contentChanges(current, edit);
      const updatedAt = nextVersion(current.updatedAt);
      const [updated] = await tx.challenge.updateManyAndReturn({
        where: { id, createdBy: userId, updatedAt: expected },
        data: {
          ...changes,
          ...(edit.status ? { status: edit.status } : {}),
          ...(Object.keys(changes).length > 0 ? { editedAt: updatedAt } : {}),
          updatedAt,
        },
      });
      // Another edit of the same version committed between the read and this write.
      if (!updated) throw conflict(locale, 'error.edit.stale');
      await recordEvent(tx, EVENTS.challengeUpdated, {
        challengeId: updated.id,
        title: updated.title,
        createdBy: updated.createdBy,
        status: updated.status as ChallengeStatus,
        updatedAt: updated.updatedAt.toISOString(),
      });
      return updated;
    });
    this.relay.wake();
    return toChallengeType(row);
  }
}
