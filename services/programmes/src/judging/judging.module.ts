import { Module } from '@nestjs/common';
import { ProgrammesModule } from '../programmes/programmes.module.js';
import { JudgingRepository } from './judging.repository.js';
import { JudgingResolver } from './judging.resolver.js';
import { JudgingService } from './judging.service.js';
import { TeamResultResolver } from './team-result.resolver.js';
import { VotesService } from './votes.service.js';

/** Judging, awards and People's Choice (docs/product.md §17). */
@Module({
  imports: [ProgrammesModule],
  providers: [JudgingRepository, JudgingService, VotesService, JudgingResolver, TeamResultResolver],
  exports: [JudgingRepository],
})
export class JudgingModule {}
