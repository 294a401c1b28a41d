import { Inject, Injectable } from '@nestjs/common';
import { MODERATION_LIMITS, type CreateCohortCodeInput, type Locale } from '@creators/contracts';
import { badUserInput, conflict, toConnection, type ConnectionShape, type Page } from '@creators/platform';
import type { Logger } from '@creators/platform';
import { isUniqueViolation, PrismaService } from '../database/prisma.service.js';
import type { CohortCode as CohortCodeRow } from '../generated/prisma/client.js';
import { writeAudit } from '../moderation/audit-log.js';
import { LOGGER } from '../tokens.js';
import { generateCohortCode } from './cohort-codes.js';

/** The staff list's order: newest first (created_at, id descending). */
export const COHORT_CODE_CURSOR = ['date', 'uuid'] as const;

/** How often a made-up code is drawn again when it happens to exist already. */
const GENERATE_ATTEMPTS = 5;
const DAY_MS = 86_400_000;

/** Cohort codes for staff (docs/product.md §14): creating one (written to the audit log) and the list. */
@Injectable()
export class CohortCodesService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Creates a code, with the audit entry create_cohort_code in the same transaction. validUntil must lie ahead, at
   * most MODERATION_LIMITS.maxDaysAhead days (BAD_USER_INPUT validation.cohort.validUntil). A code staff chose that
   * exists already: CONFLICT error.cohort.codeTaken; a made-up one is drawn again.
   */
  async create(
    actorId: string,
    input: CreateCohortCodeInput,
    locale: Locale,
    now = new Date(),
  ): Promise<CohortCodeRow> {
    const validUntil = new Date(input.validUntil);
    if (
      validUntil.getTime() <= now.getTime() ||
      validUntil.getTime() > now.getTime() + MODERATION_LIMITS.maxDaysAhead * DAY_MS
    )
      throw badUserInput(locale, { validUntil: 'validation.cohort.validUntil' });
    for (let attempt = 1; ; attempt++) {
      const code = input.code ?? generateCohortCode();
      try {
        const row = await this.prisma.$transaction(async (tx) => {
          const created = await tx.cohortCode.create({
            data: { code, name: input.name, validUntil, maxUses: input.maxUses, createdBy: actorId },
          });
          await writeAudit(tx, {
            actorId,
            action: 'create_cohort_code',
            details: {
              cohortCodeId: created.id,
              code,
              name: created.name,
              maxUses: created.maxUses,
              validUntil: created.validUntil.toISOString(),
            },
          });
          return created;
        });
        this.logger.info({ cohortCodeId: row.id, actorId }, 'cohort code created');
        return row;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (input.code || attempt >= GENERATE_ATTEMPTS) throw conflict(locale, 'error.cohort.codeTaken');
      }
    }
  }

  /** One page of the codes, newest first, with how often each was used. */
  async list(page: Page<typeof COHORT_CODE_CURSOR>): Promise<ConnectionShape<CohortCodeRow>> {
    const after = page.after;
    const [rows, totalCount] = await Promise.all([
      this.prisma.cohortCode.findMany({
        where: after
          ? { OR: [{ createdAt: { lt: after[0] } }, { createdAt: after[0], id: { lt: after[1] } }] }
          : {},
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: page.first + 1,
      }),
      this.prisma.cohortCode.count(),
    ]);
    return toConnection(rows, page.first, (row) => [row.createdAt, row.id], totalCount);
  }
}
