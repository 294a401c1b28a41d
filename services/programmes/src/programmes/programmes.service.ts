import { Inject, Injectable } from '@nestjs/common';
import {
  checkCalendar,
  EVENTS,
  type CreateProgrammeInput,
  type Locale,
  type UpdateProgrammeInput,
} from '@creators/contracts';
import {
  badUserInput,
  conflict,
  forbidden,
  notFound,
  OUTBOX_RELAY,
  recordEvent,
  type OutboxRelay,
  type Viewer,
} from '@creators/platform';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';
import { ReminderScheduler } from '../reminders/reminder-scheduler.js';
import { newJoinCode } from './join-code.js';
import { auditOrganiserAction } from './organiser-audit.js';
import { canManage } from './programme-access.js';
import type { ProgrammeFields, ProgrammeRecord } from './programme.record.js';
import { PeopleRepository } from './people.repository.js';
import { ProgrammesRepository } from './programmes.repository.js';

const toFields = (input: CreateProgrammeInput): ProgrammeFields => ({
  name: input.name,
  description: input.description ?? null,
  nameDe: input.nameDe ?? null,
  descriptionDe: input.descriptionDe ?? null,
  timeZone: input.timeZone,
  phases: input.phases.map((phase) => ({
    key: phase.key,
    startsAt: new Date(phase.startsAt),
    endsAt: new Date(phase.endsAt),
  })),
  submissionDeadline: new Date(input.submissionDeadline),
  judgingEndsAt: new Date(input.judgingEndsAt),
  resultsAt: new Date(input.resultsAt),
});

/**
 * The programme after an edit: what the edit gives over what it was. An optional text given empty is cleared. The
 * calendar rules apply to the result (BAD_USER_INPUT on the field that breaks one).
 */
export function mergeEdit(
  current: ProgrammeRecord,
  edit: UpdateProgrammeInput,
  locale: Locale,
): ProgrammeFields {
  const cleared = (value: string | undefined, was: string | null) =>
    value === undefined ? was : value === '' ? null : value;
  const merged: ProgrammeFields = {
    name: edit.name ?? current.name,
    description: cleared(edit.description, current.description),
    nameDe: cleared(edit.nameDe, current.nameDe),
    descriptionDe: cleared(edit.descriptionDe, current.descriptionDe),
    timeZone: edit.timeZone ?? current.timeZone,
    phases: edit.phases
      ? edit.phases.map((phase) => ({
          key: phase.key,
          startsAt: new Date(phase.startsAt),
          endsAt: new Date(phase.endsAt),
        }))
      : current.phases,
    submissionDeadline: edit.submissionDeadline
      ? new Date(edit.submissionDeadline)
      : current.submissionDeadline,
    judgingEndsAt: edit.judgingEndsAt ? new Date(edit.judgingEndsAt) : current.judgingEndsAt,
    resultsAt: edit.resultsAt ? new Date(edit.resultsAt) : current.resultsAt,
  };
  const fields: Record<string, string> = {};
  checkCalendar(
    {
      phases: merged.phases.map((phase) => ({
        key: phase.key,
        startsAt: phase.startsAt.toISOString(),
        endsAt: phase.endsAt.toISOString(),
      })),
      submissionDeadline: merged.submissionDeadline.toISOString(),
      judgingEndsAt: merged.judgingEndsAt.toISOString(),
      resultsAt: merged.resultsAt.toISOString(),
    },
    (path, key) => (fields[path.join('.')] ??= key),
  );
  if (Object.keys(fields).length > 0) throw badUserInput(locale, fields);
  return merged;
}

/** programme.updated: the programme as it is now, for the services that act on its calendar. */
const updatedEvent = (programme: ProgrammeRecord) => ({
  programmeId: programme.id,
  name: programme.name,
  phases: programme.phases.map((phase) => ({
    key: phase.key,
    startsAt: phase.startsAt.toISOString(),
    endsAt: phase.endsAt.toISOString(),
  })),
  submissionDeadline: programme.submissionDeadline.toISOString(),
  judgingEndsAt: programme.judgingEndsAt.toISOString(),
  resultsAt: programme.resultsAt.toISOString(),
  timeZone: programme.timeZone,
  joinCode: programme.joinCode,
  organiserIds: programme.organiserIds,
  updatedAt: programme.updatedAt.toISOString(),
});

/**
 * The rules of programmes (docs/product.md §16.1): staff create them, organisers edit them, people join with the
 * code and choose the one they work in. Every change records its event in the same transaction; every organiser
 * action is audited.
 */
@Injectable()
export class ProgrammesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly programmes: ProgrammesRepository,
    private readonly people: PeopleRepository,
    private readonly reminders: ReminderScheduler,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
  ) {}

  /** A programme the viewer may read (any signed-in person: name and calendar are not secret); NOT_FOUND else. */
  async get(id: string, locale: Locale): Promise<ProgrammeRecord> {
    const programme = await this.programmes.byId(id);
    if (!programme) throw notFound(locale, 'error.programme.notFound');
    return programme;
  }

  /** The programme if the viewer organises it or is staff; NOT_FOUND for an unknown one, FORBIDDEN else. */
  async managed(id: string, viewer: Viewer, locale: Locale): Promise<ProgrammeRecord> {
    const programme = await this.get(id, locale);
    if (!canManage(programme, viewer)) throw forbidden(locale, 'error.programme.notOrganiser');
    return programme;
  }

  async create(input: CreateProgrammeInput, actorId: string): Promise<ProgrammeRecord> {
    const programme = await this.prisma.$transaction(async (tx) => {
      const created = await this.programmes.create(tx, toFields(input), await this.freeCode(tx), actorId);
      await auditOrganiserAction(tx, this.programmes, {
        programme: created,
        actorId,
        action: 'programme_created',
      });
      await recordEvent(tx, EVENTS.programmeUpdated, updatedEvent(created));
      return created;
    });
    this.relay.wake();
    await this.reminders.schedule(programme);
    return programme;
  }

  /**
   * An organiser's (or staff's) edit: the whole programme, from the version loaded (409 error.edit.stale when it
   * changed since). Moving the deadline reschedules the reminders; nothing else is written on a refusal.
   */
  async update(id: string, input: UpdateProgrammeInput, viewer: Viewer & { id: string }, locale: Locale) {
    const programme = await this.prisma.$transaction(async (tx) => {
      if (!(await this.programmes.lock(tx, id))) throw notFound(locale, 'error.programme.notFound');
      const current = (await this.programmes.byId(id, tx))!;
      if (!canManage(current, viewer)) throw forbidden(locale, 'error.programme.notOrganiser');
      if (current.updatedAt.getTime() !== new Date(input.expectedUpdatedAt).getTime())
        throw conflict(locale, 'error.edit.stale');
      const updated = await this.programmes.update(tx, id, mergeEdit(current, input, locale));
      await auditOrganiserAction(tx, this.programmes, {
        programme: updated,
        actorId: viewer.id,
        action: 'programme_updated',
        detail: {
          submissionDeadline: { from: current.submissionDeadline, to: updated.submissionDeadline },
        },
      });
      await recordEvent(tx, EVENTS.programmeUpdated, updatedEvent(updated));
      return { before: current, after: updated };
    });
    this.relay.wake();
    await this.reminders.reschedule(programme.before, programme.after);
    return programme.after;
  }

  /** Names an organiser (staff, or an organiser of the programme); naming one twice changes nothing. */
  async addOrganiser(id: string, userId: string, viewer: Viewer & { id: string }, locale: Locale) {
    const programme = await this.prisma.$transaction(async (tx) => {
      if (!(await this.programmes.lock(tx, id))) throw notFound(locale, 'error.programme.notFound');
      const current = (await this.programmes.byId(id, tx))!;
      if (!canManage(current, viewer)) throw forbidden(locale, 'error.programme.notOrganiser');
      if (!(await this.programmes.addOrganiser(tx, id, userId, viewer.id))) return current;
      const updated = (await this.programmes.byId(id, tx))!;
      await auditOrganiserAction(tx, this.programmes, {
        programme: updated,
        actorId: viewer.id,
        action: 'programme_organiser_added',
        subjectUserId: userId,
      });
      await recordEvent(tx, EVENTS.programmeUpdated, updatedEvent(updated));
      return updated;
    });
    this.relay.wake();
    return programme;
  }

  /**
   * Joins the programme whose code this is and makes it the person's current one. An unknown code is
   * BAD_USER_INPUT on `code`; joining again only makes it current.
   */
  async join(code: string, userId: string, locale: Locale): Promise<ProgrammeRecord> {
    const programme = await this.prisma.$transaction(async (tx) => {
      const found = await this.programmes.byJoinCode(code, tx);
      if (!found) throw badUserInput(locale, { code: 'error.programme.codeInvalid' });
      await this.joinInTransaction(tx, found.id, userId);
      return found;
    });
    this.relay.wake();
    return programme;
  }

  /** Adds a member (and makes the programme their current one), with the events; used by join and registration. */
  async joinInTransaction(tx: Prisma.TransactionClient, programmeId: string, userId: string): Promise<void> {
    if (await this.programmes.addMember(tx, programmeId, userId))
      await recordEvent(tx, EVENTS.programmeMemberJoined, { programmeId, userId });
    await this.makeCurrent(tx, userId, programmeId);
  }

  /** The person chooses the programme they work in now (one they are a member of; FORBIDDEN else). */
  async choose(programmeId: string, userId: string, locale: Locale): Promise<ProgrammeRecord> {
    const programme = await this.get(programmeId, locale);
    await this.prisma.$transaction(async (tx) => {
      if (!(await this.programmes.isMember(programmeId, userId, tx)))
        throw forbidden(locale, 'error.programme.notMember');
      await this.makeCurrent(tx, userId, programmeId);
    });
    this.relay.wake();
    return programme;
  }

  private async makeCurrent(tx: Prisma.TransactionClient, userId: string, programmeId: string | null) {
    if ((await this.people.currentProgrammeId(userId, tx)) === programmeId) return;
    const changedAt = await this.people.setCurrent(tx, userId, programmeId);
    await recordEvent(tx, EVENTS.programmeCurrentChanged, {
      userId,
      programmeId,
      changedAt: changedAt.toISOString(),
    });
  }

  private async freeCode(tx: Prisma.TransactionClient): Promise<string> {
    for (;;) {
      const code = newJoinCode();
      if (!(await this.programmes.isJoinCodeTaken(tx, code))) return code;
    }
  }
}
