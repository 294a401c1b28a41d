import { Module } from '@nestjs/common';
import { ErasureConsumer } from './erasure.consumer.js';

/** Erasure (docs/product.md §15): the programmes service's consumer of user.erased. */
@Module({ providers: [ErasureConsumer] })
export class ErasureModule {}
