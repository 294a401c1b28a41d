import { Module } from '@nestjs/common';
import { ProgrammesConsumer } from './programmes.consumer.js';

/**
 * What identity knows of programmes (docs/product.md §16): their join codes (registration with one is exempt from the
 * per-address limit, like a cohort code) and their members (who hear of the programme's new challenges).
 */
@Module({ providers: [ProgrammesConsumer] })
export class ProgrammesModule {}
