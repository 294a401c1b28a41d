import { Inject, Injectable } from '@nestjs/common';
import { EVENTS, type AnnouncementInput, type Locale } from '@creators/contracts';
import { notFound, OUTBOX_RELAY, recordEvent, type OutboxRelay, type Viewer } from '@creators/platform';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';
import { ProgrammesRepository } from '../programmes/programmes.repository.js';
import { auditOrganiserAction } from '../programmes/organiser-audit.js';
import { ProgrammesService } from '../programmes/programmes.service.js';
import { RosterRepository } from '../roster/roster.repository.js';
import { AnnouncementsRepository, type AnnouncementRecord } from './announcements.repository.js';

/**
 * Organisers tell their programme something (docs/product.md §16.4): the audience is worked out when it is posted
 * (everyone, students, mentors, or the members of teams without a project), each recipient is kept (it stays pinned
 * on their dashboard until dismissed), and programme.announcement_posted carries it to the inbox and mail.
 */
@Injectable()
export class AnnouncementsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly programmes: ProgrammesService,
    private readonly programmeRows: ProgrammesRepository,
    private readonly roster: RosterRepository,
    private readonly announcements: AnnouncementsRepository,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
  ) {}

  async post(
    programmeId: string,
    input: AnnouncementInput,
    viewer: Viewer & { id: string },
    locale: Locale,
  ): Promise<AnnouncementRecord> {
    const programme = await this.programmes.managed(programmeId, viewer, locale);
    const announcement = await this.prisma.$transaction(async (tx) => {
      const recipientIds = await this.audience(tx, programme.id, input.audience);
      const created = await this.announcements.create(
        tx,
        { programmeId: programme.id, ...input, postedBy: viewer.id },
        recipientIds,
      );
      await auditOrganiserAction(tx, this.programmeRows, {
        programme,
        actorId: viewer.id,
        action: 'programme_announcement',
        detail: { announcementId: created.id, audience: input.audience, recipients: recipientIds.length },
      });
      await recordEvent(tx, EVENTS.programmeAnnouncementPosted, {
        announcementId: created.id,
        programmeId: programme.id,
        programmeName: programme.name,
        title: created.title,
        body: created.body,
        audience: created.audience,
        recipientIds,
        postedBy: viewer.id,
      });
      return created;
    });
    this.relay.wake();
    return announcement;
  }

  private audience(
    tx: Prisma.TransactionClient,
    programmeId: string,
    audience: AnnouncementInput['audience'],
  ) {
    switch (audience) {
      case 'students':
        return this.roster.membersByMentorship(tx, programmeId, false);
      case 'mentors':
        return this.roster.membersByMentorship(tx, programmeId, true);
      case 'teams-without-project':
        return this.roster.membersInTeamsWithoutProject(tx, programmeId);
      default:
        return this.programmeRows.memberIds(tx, programmeId);
    }
  }

  async dismiss(id: string, userId: string, locale: Locale): Promise<boolean> {
    if (!(await this.announcements.dismiss(id, userId))) throw notFound(locale, 'error.request.notFound');
    return true;
  }
}
