import { Module } from '@nestjs/common';
import { PeopleRepository } from './people.repository.js';
import { ProgrammesRepository } from './programmes.repository.js';
import { ProgrammesResolver } from './programmes.resolver.js';
import { ProgrammesService } from './programmes.service.js';

/** Programmes, their calendar, organisers and members (docs/product.md §16.1). */
@Module({
  providers: [ProgrammesRepository, PeopleRepository, ProgrammesService, ProgrammesResolver],
  exports: [ProgrammesRepository, PeopleRepository, ProgrammesService],
})
export class ProgrammesModule {}
