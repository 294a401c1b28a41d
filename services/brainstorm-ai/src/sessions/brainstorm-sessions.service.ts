import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type BrainstormPhase } from '@creators/contracts';
import { parseDraftSlots, type DraftSlots } from '@creators/isla';
import { newestFirst, toConnection, type ConnectionShape, type Page } from '@creators/platform';
import { isUuid, PrismaService } from '../database/prisma.service.js';
import { Prisma } from '../generated/prisma/client.js';
import { toBrainstormSessionType } from './brainstorm-session.mapper.js';
import type { BrainstormSessionType } from './brainstorm-session.types.js';

/**
 * The sort keys of a user's sessions: last activity, then id (index user_id, updated_at). A brainstorm that goes on
 * while someone pages moves to the front, so it shows on the first page, not again on a later one.
 */
export const SESSION_ORDER = ['date', 'string'] as const;

/** One exchange with Isla: the user's message and Isla's reply. */
/** The brainstorm a message continues: its record and the slots filled so far. */
export interface OpenBrainstorm {
  id: string;
  slots: DraftSlots;
}

export interface BrainstormExchange {
  phase: BrainstormPhase;
  /** The user's message count the client sent; 0 starts a new brainstorm. */
  sessionCount: number;
  prompt: string;
  reply: string;
  nextPhase: BrainstormPhase | null;
  provider: string;
  /** The brainstorm's slots after this exchange (the stored ones plus what the prompt filled). */
  slots?: DraftSlots;
}

/**
 * The most messages a brainstorm keeps. Beyond it the oldest are dropped: the brainstorm goes on as the user expects
 * (Isla reads the recent dialogue the client sends, not this record), and a runaway client cannot grow a row forever.
 */
export const SESSION_MESSAGES_MAX = 200;

/** A brainstorm idle longer than this is not continued; the next message starts a new one. */
export const SESSION_IDLE_MS = 6 * 60 * 60 * 1000;

@Injectable()
export class BrainstormSessionsService {
  constructor(private readonly prisma: PrismaService) {}

  /** A page of the user's brainstorm sessions, most recently active first, with how many there are in all. */
  async pageForUser(
    userId: string,
    page: Page<typeof SESSION_ORDER>,
  ): Promise<ConnectionShape<BrainstormSessionType>> {
    if (!isUuid(userId)) return toConnection([], page.first, () => [], 0);
    const where = { userId };
    const order = newestFirst('updatedAt', page);
    const [rows, totalCount] = await Promise.all([
      this.prisma.brainstormSession.findMany({
        where: order.where(where),
        orderBy: order.orderBy,
        take: order.take,
      }),
      this.prisma.brainstormSession.count({ where }),
    ]);
    return toConnection(rows.map(toBrainstormSessionType), page.first, order.sortKeys, totalCount);
  }

  /**
   * The user's open brainstorm (not published, active in the last hours), if any. sessionCount is the person's
   * message count with this message (product.md §7), so 1 (or 0, from a client that does not count) is a
   * brainstorm's first message: it starts a new one and never continues, or takes the slots of, an earlier one.
   */
  private openSession(userId: string, sessionCount: number, now: Date) {
    if (sessionCount <= 1) return Promise.resolve(null);
    return this.prisma.brainstormSession.findFirst({
      where: {
        userId,
        challengeId: null,
        updatedAt: { gte: new Date(now.getTime() - SESSION_IDLE_MS) },
        // Only records of exchanges: a brainstorm this service runs (brainstorm/) keeps its own messages.
        progress: { equals: Prisma.DbNull },
      },
      orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      select: { id: true, slots: true },
    });
  }

  /**
   * The brainstorm this message continues and its slots; null for a new one. Passed on to recordExchange,
   * so that a reply reads the record once.
   */
  async openBrainstorm(userId: string, sessionCount: number): Promise<OpenBrainstorm | null> {
    if (!isUuid(userId)) return null;
    const open = await this.openSession(userId, sessionCount, new Date());
    return open ? { id: open.id, slots: parseDraftSlots(open.slots) } : null;
  }

  /**
   * Appends an exchange to the user's current brainstorm (the latest one not yet published and active in the last
   * hours), or starts a new one for a brainstorm's first message (sessionCount 0 or 1) or when none is open. The
   * messages are appended in one statement, so two exchanges at once do not overwrite each other; only the last
   * SESSION_MESSAGES_MAX are kept. `open`: the brainstorm openBrainstorm found for this message (undefined: look it up).
   */
  async recordExchange(
    userId: string,
    exchange: BrainstormExchange,
    open?: OpenBrainstorm | null,
  ): Promise<string | null> {
    if (!isUuid(userId)) return null;
    const now = new Date();
    const messages = [
      {
        id: randomUUID(),
        message: exchange.prompt,
        sender: 'user',
        timestamp: now.toISOString(),
        type: 'text',
        phase: exchange.phase,
      },
      {
        id: randomUUID(),
        message: exchange.reply,
        sender: 'isla',
        timestamp: now.toISOString(),
        type: 'text',
        provider: exchange.provider,
        // The phase Isla named, if any: replaying the record (brainstorm-record.ts) needs it.
        nextPhase: exchange.nextPhase,
      },
    ];
    const phase = exchange.nextPhase ?? exchange.phase;
    const current = open !== undefined ? open : await this.openSession(userId, exchange.sessionCount, now);
    const slots = exchange.slots ?? {};
    if (!current) {
      const created = await this.prisma.brainstormSession.create({
        data: { userId, phase, messages, slots },
      });
      return created.id;
    }
    const added = JSON.stringify(messages);
    await this.prisma.$executeRaw`
      UPDATE brainstorm_sessions
         SET messages = (
               SELECT coalesce(jsonb_agg(kept.message ORDER BY kept.position), '[]'::jsonb)
                 FROM jsonb_array_elements(messages || ${added}::jsonb) WITH ORDINALITY AS kept(message, position)
                WHERE kept.position > jsonb_array_length(messages || ${added}::jsonb) - ${SESSION_MESSAGES_MAX}),
             phase = ${phase}, updated_at = ${now},
             -- A slot once filled keeps its value: the stored ones win over the new ones.
             slots = ${JSON.stringify(slots)}::jsonb || slots
       WHERE id = ${current.id}::uuid`;
    return current.id;
  }
}
