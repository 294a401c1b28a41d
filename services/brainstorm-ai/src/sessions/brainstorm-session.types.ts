import { Field, ID, ObjectType } from '@nestjs/graphql';

/** GraphQL `BrainstormSession`: one brainstorm of the signed-in user with Isla. */
@ObjectType('BrainstormSession')
export class BrainstormSessionType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'ideation, validation, refinement or creation' }) phase!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}
