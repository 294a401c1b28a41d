import { Field, ID, ObjectType } from '@nestjs/graphql';
import { Connection } from '@creators/platform';

/** GraphQL `BrainstormSession`: one brainstorm of the signed-in user with Isla. */
@ObjectType('BrainstormSession')
export class BrainstormSessionType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'ideation, validation, refinement or creation' }) phase!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

/** A page of the user's brainstorm sessions (myBrainstormSessions). */
@ObjectType('BrainstormSessionConnection')
export class BrainstormSessionConnection extends Connection(BrainstormSessionType) {}
