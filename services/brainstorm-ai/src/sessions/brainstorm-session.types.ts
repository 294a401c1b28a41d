import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { BrainstormSessionView } from './brainstorm-session.mapper.js';

/** GraphQL `BrainstormSession`: one brainstorm of the signed-in user with Isla. */
@ObjectType('BrainstormSession')
export class BrainstormSessionType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'ideation, validation, refinement or creation' }) phase!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

export function toBrainstormSessionType(session: BrainstormSessionView): BrainstormSessionType {
  return Object.assign(new BrainstormSessionType(), {
    id: session.id,
    phase: session.phase,
    createdAt: new Date(session.createdAt),
    updatedAt: new Date(session.updatedAt),
  });
}
