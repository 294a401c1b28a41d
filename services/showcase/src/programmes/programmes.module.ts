import { Module } from '@nestjs/common';
import { ProgrammeDeadlinesConsumer } from './programme-deadlines.consumer.js';

/**
 * The programme_deadlines read model (docs/product.md §16): when each programme's projects freeze. team_programmes
 * (which team belongs to which programme) is fed by the team-members consumer, with the rest of what team.created
 * says.
 */
@Module({ providers: [ProgrammeDeadlinesConsumer] })
export class ProgrammesModule {}
