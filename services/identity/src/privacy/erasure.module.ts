import { Module } from '@nestjs/common';
import { ErasedAccountKeys } from './erased-account-keys.js';
import { ErasureConsumer } from './erasure.consumer.js';

/** Erasure (docs/product.md §15): identity's consumer of user.erased (the deletion itself is in account/). */
@Module({ providers: [ErasureConsumer, ErasedAccountKeys] })
export class ErasureModule {}
