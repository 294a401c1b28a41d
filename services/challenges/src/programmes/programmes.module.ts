import { Module } from '@nestjs/common';
import { CurrentProgrammesConsumer } from './current-programmes.consumer.js';

/** The current_programmes read model (docs/product.md §16): whose challenges belong to which programme. */
@Module({ providers: [CurrentProgrammesConsumer] })
export class ProgrammesModule {}
