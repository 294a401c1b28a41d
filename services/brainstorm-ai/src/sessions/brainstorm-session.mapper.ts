import { BRAINSTORM_PHASES, type BrainstormPhase } from '@creators/contracts';
import type { BrainstormSession as BrainstormSessionRow } from '../generated/prisma/client.js';

/** A brainstorm session as it leaves the service: plain data, ISO timestamps, no Prisma types. */
export interface BrainstormSessionView {
  id: string;
  userId: string;
  phase: BrainstormPhase;
  insights: string[];
  challengeId: string | null;
  createdAt: string;
  updatedAt: string;
}

const asPhase = (value: string): BrainstormPhase =>
  (BRAINSTORM_PHASES as readonly string[]).includes(value) ? (value as BrainstormPhase) : 'ideation';

export function toBrainstormSessionView(row: BrainstormSessionRow): BrainstormSessionView {
  return {
    id: row.id,
    userId: row.userId,
    phase: asPhase(row.phase),
    insights: [...row.insights],
    challengeId: row.challengeId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
