import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';

/**
 * identity's `User` entity as this subgraph knows it: only its key. `resolvable: false` says challenges never
 * resolves a User itself; the router fetches the name and image from identity.
 */
@ObjectType('User')
@Directive('@key(fields: "id", resolvable: false)')
export class UserReferenceType {
  @Field(() => ID) id!: string;
}

export const userReference = (id: string) => ({ __typename: 'User' as const, id });
