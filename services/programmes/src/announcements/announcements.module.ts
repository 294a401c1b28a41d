import { Module } from '@nestjs/common';
import { ProgrammesModule } from '../programmes/programmes.module.js';
import { RosterModule } from '../roster/roster.module.js';
import { AnnouncementsRepository } from './announcements.repository.js';
import { AnnouncementsResolver } from './announcements.resolver.js';
import { AnnouncementsService } from './announcements.service.js';

/** Announcements to a programme (docs/product.md §16.4). */
@Module({
  imports: [ProgrammesModule, RosterModule],
  providers: [AnnouncementsRepository, AnnouncementsService, AnnouncementsResolver],
})
export class AnnouncementsModule {}
