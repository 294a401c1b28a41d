import { Module } from '@nestjs/common';
import { SubjectsConsumer } from './subjects.consumer.js';

/** The subjects read model (challenges and projects that may be discussed), fed by their owners' events. */
@Module({ providers: [SubjectsConsumer] })
export class SubjectsModule {}
