import { randomInt } from 'node:crypto';
import type { Locale } from '@creators/contracts';
import { badUserInput } from '@creators/platform';
import type { CohortCode as CohortCodeRow, Prisma, PrismaClient } from '../generated/prisma/client.js';

/**
 * Cohort codes (docs/product.md §14): staff hand one to a class so that it registers together from one school
 * network. A registration with a usable code counts against the code (its uses), not against the address limit.
 */

/** Letters and digits nobody mistakes for one another: no I, L, O, 0 or 1. */
export const COHORT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GENERATED_CODE_LENGTH = 8;

/** A code made up by the server: 8 characters of COHORT_CODE_ALPHABET, easy to read out to a class. */
export function generateCohortCode(): string {
  let code = '';
  for (let i = 0; i < GENERATED_CODE_LENGTH; i++)
    code += COHORT_CODE_ALPHABET[randomInt(COHORT_CODE_ALPHABET.length)];
  return code;
}

/** What a code can look like (the contracts' cohortCodeSchema): 4 to 32 letters, digits or dashes, upper-case. */
const CODE_SHAPE = /^[A-Z0-9-]{4,32}$/;

/**
 * The code a registration carries, as it is stored (trimmed, upper-case), before the input is checked; undefined
 * for none and for anything that cannot be a code (never looked up: no odd text reaches the database).
 */
export function typedCohortCode(raw: unknown): string | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const code = (raw as { cohortCode?: unknown }).cohortCode;
  if (typeof code !== 'string' || code.length > 100) return undefined;
  const typed = code.trim().toUpperCase();
  return CODE_SHAPE.test(typed) ? typed : undefined;
}

/** Usable: it has not run out (validUntil ahead) and has uses left. */
export function isUsable(
  row: Pick<CohortCodeRow, 'validUntil' | 'maxUses' | 'uses'>,
  now = new Date(),
): boolean {
  return row.validUntil.getTime() > now.getTime() && row.uses < row.maxUses;
}

/** Whether a code exists and is usable now (read without a lock: the registration takes it under one). */
export async function cohortCodeUsable(
  prisma: Pick<PrismaClient, 'cohortCode'>,
  code: string,
  now = new Date(),
): Promise<boolean> {
  const row = await prisma.cohortCode.findUnique({
    where: { code },
    select: { validUntil: true, maxUses: true, uses: true },
  });
  return row !== null && isUsable(row, now);
}

/** BAD_USER_INPUT on the field cohortCode: 'This cohort code is not valid or has been used up'. */
export const invalidCohortCode = (locale: Locale) =>
  badUserInput(locale, { cohortCode: 'validation.cohort.invalid' });

/**
 * Takes one use of the code in the registration's transaction: the code's row is locked (SELECT … FOR UPDATE), so
 * registrations at once with the last uses of a code follow one another and exactly maxUses succeed. Returns the
 * code's id for users.cohort_code_id; a code that does not exist, has run out or is used up: invalidCohortCode.
 */
export async function takeCohortCode(
  tx: Prisma.TransactionClient,
  code: string,
  locale: Locale,
  now = new Date(),
): Promise<string> {
  const [row] = await tx.$queryRaw<Array<{ id: string; valid_until: Date; max_uses: number; uses: number }>>`
    SELECT id::text AS id, valid_until, max_uses, uses FROM cohort_codes WHERE code = ${code} FOR UPDATE`;
  if (!row || !isUsable({ validUntil: row.valid_until, maxUses: row.max_uses, uses: row.uses }, now))
    throw invalidCohortCode(locale);
  await tx.cohortCode.update({ where: { id: row.id }, data: { uses: { increment: 1 } } });
  return row.id;
}
