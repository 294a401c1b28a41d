import { Inject, Injectable } from '@nestjs/common';
import { EVENTS } from '@creators/contracts';
import type { BrainstormState } from '@creators/isla';
import { OUTBOX_RELAY, recordEvent, type OutboxRelay } from '@creators/platform';
import { isUuid, PrismaService } from '../database/prisma.service.js';
import { Prisma } from '../generated/prisma/client.js';
import { fromStoredState, toStoredState } from './brainstorm-state.js';

/** A brainstorm this service runs, as read from its row. */
export interface StoredBrainstorm {
  id: string;
  state: BrainstormState;
  reachedCreationAt: Date | null;
}

/** A brainstorm whose turn this caller holds (claimTurn): only it may write the state until it finishes or releases. */
export interface ClaimedBrainstorm extends StoredBrainstorm {
  turnStartedAt: Date;
}

/** Why a turn could not be claimed. */
export type ClaimRefusal = 'not-found' | 'turn-in-progress';

const isFromPerson = (message: { sender: string }) => message.sender === 'user';

/** Rows of brainstorms this service runs (a row without progress is a record of generateIslaResponse exchanges). */
const RUN_HERE = { progress: { not: Prisma.DbNull } } satisfies Prisma.BrainstormSessionWhereInput;

const SELECTED = {
  id: true,
  phase: true,
  messages: true,
  insights: true,
  progress: true,
  slots: true,
  challengeId: true,
  reachedCreationAt: true,
} satisfies Prisma.BrainstormSessionSelect;

type Row = Prisma.BrainstormSessionGetPayload<{ select: typeof SELECTED }>;

/** The state's columns; the machine's types are plain JSON (interfaces, which Prisma's JSON input type cannot see). */
function columns(state: BrainstormState) {
  const { messages, progress, slots, ...rest } = toStoredState(state);
  const json = (value: unknown) => value as Prisma.InputJsonValue;
  return { ...rest, messages: json(messages), progress: json(progress), slots: json(slots) };
}

function toStored(row: Row): StoredBrainstorm | null {
  const state = fromStoredState(row);
  return state ? { id: row.id, state, reachedCreationAt: row.reachedCreationAt } : null;
}

/**
 * The brainstorms brainstorm-ai runs (product.md §4.3), in brainstorm_sessions. One message at a time per brainstorm:
 * a turn is claimed by setting turn_started_at in one conditional UPDATE (Postgres re-checks the condition on the
 * locked row, so of two claims at once one wins) and cleared when the new state is written. A claim older than the
 * lease (a process that died mid-turn) may be taken over.
 */
@Injectable()
export class BrainstormStore {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
  ) {}

  /** The person's newest brainstorm if it is still open (not published as a challenge); null otherwise. */
  async current(userId: string): Promise<StoredBrainstorm | null> {
    if (!isUuid(userId)) return null;
    const newest = await this.prisma.brainstormSession.findFirst({
      where: { userId, ...RUN_HERE },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: SELECTED,
    });
    if (!newest || newest.challengeId) return null;
    return toStored(newest);
  }

  async create(userId: string, state: BrainstormState): Promise<StoredBrainstorm> {
    const row = await this.prisma.brainstormSession.create({
      data: { userId, ...columns(state) },
      select: SELECTED,
    });
    return { id: row.id, state, reachedCreationAt: row.reachedCreationAt };
  }

  /**
   * Claims the turn of brainstorm `id`, or says why not: it must be the person's current one (their newest, not yet
   * published: a tab still showing an older one cannot continue it) and no other turn may be in progress.
   */
  async claimTurn(userId: string, id: string, leaseMs: number): Promise<ClaimedBrainstorm | ClaimRefusal> {
    if (!isUuid(userId) || !isUuid(id)) return 'not-found';
    const turnStartedAt = new Date();
    const staleBefore = new Date(turnStartedAt.getTime() - leaseMs);
    const claimed = await this.prisma.$executeRaw`
      UPDATE brainstorm_sessions AS s SET turn_started_at = ${turnStartedAt}
       WHERE s.id = ${id}::uuid AND s.user_id = ${userId}::uuid
         AND s.challenge_id IS NULL AND s.progress IS NOT NULL
         AND (s.turn_started_at IS NULL OR s.turn_started_at < ${staleBefore})
         AND NOT EXISTS (
               SELECT 1 FROM brainstorm_sessions AS newer
                WHERE newer.user_id = s.user_id AND newer.progress IS NOT NULL
                  AND (newer.created_at, newer.id) > (s.created_at, s.id))`;
    if (claimed === 0) {
      const current = await this.current(userId);
      return current?.id === id ? 'turn-in-progress' : 'not-found';
    }
    const row = await this.prisma.brainstormSession.findUniqueOrThrow({ where: { id }, select: SELECTED });
    const stored = toStored(row);
    if (!stored) {
      await this.release({ id, turnStartedAt });
      return 'not-found';
    }
    return { ...stored, turnStartedAt };
  }

  /**
   * Writes the state a turn produced and ends the turn; false when the claim was lost meanwhile (taken over after
   * its lease): nothing is written then.
   */
  async finishTurn(claimed: ClaimedBrainstorm, state: BrainstormState): Promise<StoredBrainstorm | null> {
    const reachedCreationAt = claimed.reachedCreationAt ?? (state.phase === 'creation' ? new Date() : null);
    // The person's first message starts the brainstorm for others to know (the cohort view, docs/product.md §16.5).
    const started = !claimed.state.messages.some(isFromPerson) && state.messages.some(isFromPerson);
    const count = await this.prisma.$transaction(async (tx) => {
      const written = await tx.brainstormSession.updateMany({
        where: { id: claimed.id, turnStartedAt: claimed.turnStartedAt },
        data: { ...columns(state), reachedCreationAt, turnStartedAt: null },
      });
      if (written.count === 1 && started) {
        const { userId } = await tx.brainstormSession.findUniqueOrThrow({
          where: { id: claimed.id },
          select: { userId: true },
        });
        await recordEvent(tx, EVENTS.brainstormStarted, { userId, brainstormId: claimed.id });
      }
      return written.count;
    });
    if (count === 1 && started) this.relay.wake();
    return count === 1 ? { id: claimed.id, state, reachedCreationAt } : null;
  }

  /** Ends a turn without a new state (the turn failed). */
  async release(claimed: Pick<ClaimedBrainstorm, 'id' | 'turnStartedAt'>): Promise<void> {
    await this.prisma.brainstormSession.updateMany({
      where: { id: claimed.id, turnStartedAt: claimed.turnStartedAt },
      data: { turnStartedAt: null },
    });
  }
}
