import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';

/**
 * identity's `User` entity as this subgraph knows it: its key, and the `teams` a person belongs to, which teams
 * adds (UserTeamsResolver resolves a User by its id for that); the router fetches the name and image from identity.
 */
@ObjectType('User')
@Directive('@key(fields: "id")')
export class UserReferenceType {
  @Field(() => ID) id!: string;
}

export const userReference = (id: string) => ({ __typename: 'User' as const, id });
