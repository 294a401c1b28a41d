import { Module } from '@nestjs/common';
import { CurrentProgrammesConsumer } from './current-programmes.consumer.js';

/** The current_programmes read model (docs/product.md §16): which programme a new team belongs to. */
@Module({ providers: [CurrentProgrammesConsumer] })
export class ProgrammesModule {}
