import { Module } from '@nestjs/common';
import { ProgrammesModule } from '../programmes/programmes.module.js';
import { RosterConsumer } from './roster.consumer.js';
import { RosterResolver, ProgrammeTeamResolver } from './roster.resolver.js';
import { RosterRepository } from './roster.repository.js';

/** The cohort view and the read models behind it (docs/product.md §16.5). */
@Module({
  imports: [ProgrammesModule],
  providers: [RosterRepository, RosterConsumer, RosterResolver, ProgrammeTeamResolver],
  exports: [RosterRepository],
})
export class RosterModule {}
