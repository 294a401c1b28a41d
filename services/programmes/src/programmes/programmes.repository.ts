import { Injectable } from '@nestjs/common';
import { PROGRAMME_PHASES, type ProgrammePhase } from '@creators/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';
import type { ProgrammeFields, ProgrammeRecord } from './programme.record.js';

type Db = Prisma.TransactionClient | PrismaService;

const WITH_CALENDAR = {
  phases: { orderBy: { position: 'asc' } },
  organisers: { orderBy: { addedAt: 'asc' } },
} as const satisfies Prisma.ProgrammeInclude;

type ProgrammeRow = Prisma.ProgrammeGetPayload<{ include: typeof WITH_CALENDAR }>;

const toRecord = (row: ProgrammeRow): ProgrammeRecord => ({
  id: row.id,
  name: row.name,
  description: row.description,
  nameDe: row.nameDe,
  descriptionDe: row.descriptionDe,
  joinCode: row.joinCode,
  timeZone: row.timeZone,
  phases: row.phases.map((phase) => ({
    key: phase.key as ProgrammePhase,
    startsAt: phase.startsAt,
    endsAt: phase.endsAt,
  })),
  submissionDeadline: row.submissionDeadline,
  judgingEndsAt: row.judgingEndsAt,
  resultsAt: row.resultsAt,
  organiserIds: row.organisers.map((organiser) => organiser.userId),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

const phaseRows = (fields: ProgrammeFields) =>
  fields.phases.map((phase) => ({
    key: phase.key,
    position: PROGRAMME_PHASES.indexOf(phase.key),
    startsAt: phase.startsAt,
    endsAt: phase.endsAt,
  }));

/** The programmes, their phases, organisers and members (docs/product.md §16.1). */
@Injectable()
export class ProgrammesRepository {
  constructor(private readonly prisma: PrismaService) {}

  async byId(id: string, db: Db = this.prisma): Promise<ProgrammeRecord | null> {
    const row = await db.programme.findUnique({ where: { id }, include: WITH_CALENDAR });
    return row ? toRecord(row) : null;
  }

  async byIds(ids: readonly string[]): Promise<ProgrammeRecord[]> {
    const rows = await this.prisma.programme.findMany({
      where: { id: { in: [...ids] } },
      include: WITH_CALENDAR,
    });
    return rows.map(toRecord);
  }

  async byJoinCode(code: string, db: Db = this.prisma): Promise<ProgrammeRecord | null> {
    const row = await db.programme.findUnique({ where: { joinCode: code }, include: WITH_CALENDAR });
    return row ? toRecord(row) : null;
  }

  /** Locks the programme's row for the rest of the transaction (edits of one programme one at a time). */
  async lock(tx: Prisma.TransactionClient, id: string): Promise<boolean> {
    const rows = await tx.$queryRaw<{ id: string }[]>`
      SELECT id::text AS id FROM programmes WHERE id = ${id}::uuid FOR UPDATE`;
    return rows.length > 0;
  }

  async create(
    tx: Prisma.TransactionClient,
    fields: ProgrammeFields,
    joinCode: string,
    createdBy: string,
  ): Promise<ProgrammeRecord> {
    const { phases: _phases, ...texts } = fields;
    const row = await tx.programme.create({
      data: { ...texts, joinCode, createdBy, phases: { create: phaseRows(fields) } },
      include: WITH_CALENDAR,
    });
    return toRecord(row);
  }

  /** Replaces the texts and the calendar; updatedAt moves to the transaction's time. */
  async update(tx: Prisma.TransactionClient, id: string, fields: ProgrammeFields): Promise<ProgrammeRecord> {
    const { phases: _phases, ...texts } = fields;
    await tx.programmePhase.deleteMany({ where: { programmeId: id } });
    const row = await tx.programme.update({
      where: { id },
      data: { ...texts, updatedAt: new Date(), phases: { create: phaseRows(fields) } },
      include: WITH_CALENDAR,
    });
    return toRecord(row);
  }

  async isJoinCodeTaken(tx: Prisma.TransactionClient, code: string): Promise<boolean> {
    return (await tx.programme.count({ where: { joinCode: code } })) > 0;
  }

  /** Newest first, a page at a time (staff's list). */
  async page(first: number, after: readonly [Date, string] | null): Promise<ProgrammeRecord[]> {
    const rows = await this.prisma.programme.findMany({
      where: after
        ? { OR: [{ createdAt: { lt: after[0] } }, { createdAt: after[0], id: { lt: after[1] } }] }
        : {},
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: first + 1,
      include: WITH_CALENDAR,
    });
    return rows.map(toRecord);
  }

  count(): Promise<number> {
    return this.prisma.programme.count();
  }

  /** Adds an organiser; false when they already were one. */
  async addOrganiser(
    tx: Prisma.TransactionClient,
    programmeId: string,
    userId: string,
    addedBy: string,
  ): Promise<boolean> {
    const { count } = await tx.programmeOrganiser.createMany({
      data: [{ programmeId, userId, addedBy }],
      skipDuplicates: true,
    });
    if (count > 0) await tx.programme.update({ where: { id: programmeId }, data: { updatedAt: new Date() } });
    return count > 0;
  }

  async isOrganiser(programmeId: string, userId: string, db: Db = this.prisma): Promise<boolean> {
    return (await db.programmeOrganiser.count({ where: { programmeId, userId } })) > 0;
  }

  async isMember(programmeId: string, userId: string, db: Db = this.prisma): Promise<boolean> {
    return (await db.programmeMember.count({ where: { programmeId, userId } })) > 0;
  }

  /** Adds a member; false when they already were one. */
  async addMember(tx: Prisma.TransactionClient, programmeId: string, userId: string): Promise<boolean> {
    const { count } = await tx.programmeMember.createMany({
      data: [{ programmeId, userId }],
      skipDuplicates: true,
    });
    return count > 0;
  }

  memberCount(programmeId: string): Promise<number> {
    return this.prisma.programmeMember.count({ where: { programmeId } });
  }

  /** The programmes a person is a member or an organiser of, with the one they work in now. */
  async ofPerson(
    userId: string,
  ): Promise<{ programme: ProgrammeRecord; member: boolean; organiser: boolean }[]> {
    const rows = await this.prisma.programme.findMany({
      where: { OR: [{ members: { some: { userId } } }, { organisers: { some: { userId } } }] },
      include: { ...WITH_CALENDAR, members: { where: { userId }, select: { userId: true } } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 100,
    });
    return rows.map((row) => ({
      programme: toRecord(row),
      member: row.members.length > 0,
      organiser: row.organisers.some((organiser) => organiser.userId === userId),
    }));
  }

  /** Every member's id (announcement audiences and reminders), in one query. */
  async memberIds(tx: Db, programmeId: string): Promise<string[]> {
    const rows = await tx.programmeMember.findMany({ where: { programmeId }, select: { userId: true } });
    return rows.map((row) => row.userId);
  }

  /** Programmes whose submission deadline is still ahead (the reminders scheduled at start). */
  async withDeadlineAfter(now: Date): Promise<ProgrammeRecord[]> {
    const rows = await this.prisma.programme.findMany({
      where: { submissionDeadline: { gt: now } },
      include: WITH_CALENDAR,
      take: 10_000,
    });
    return rows.map(toRecord);
  }

  /** Appends to the programme's audit (never edited); returns the entry. */
  async audit(
    tx: Prisma.TransactionClient,
    entry: { programmeId: string; actorId: string; action: string; detail?: Record<string, unknown> },
  ): Promise<{ id: string; createdAt: Date }> {
    return tx.programmeAuditEntry.create({
      select: { id: true, createdAt: true },
      data: {
        programmeId: entry.programmeId,
        actorId: entry.actorId,
        action: entry.action,
        detail: (entry.detail ?? {}) as Prisma.InputJsonValue,
      },
    });
  }
}
