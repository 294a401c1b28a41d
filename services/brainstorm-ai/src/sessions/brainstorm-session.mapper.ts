import { BRAINSTORM_PHASES, type BrainstormPhase } from '@creators/contracts';
import type { BrainstormSession as BrainstormSessionRow } from '../generated/prisma/client.js';
import { BrainstormSessionType } from './brainstorm-session.types.js';

const asPhase = (value: string): BrainstormPhase =>
  (BRAINSTORM_PHASES as readonly string[]).includes(value) ? (value as BrainstormPhase) : 'ideation';

/** The one place a database row becomes the GraphQL `BrainstormSession`; Prisma types stay in the service. */
export function toBrainstormSessionType(row: BrainstormSessionRow): BrainstormSessionType {
  return Object.assign(new BrainstormSessionType(), {
    id: row.id,
    phase: asPhase(row.phase),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });
}
