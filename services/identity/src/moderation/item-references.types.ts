import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';

/**
 * The reported items as identity knows them: only their key. `resolvable: false` says identity never resolves one
 * itself; the router fetches title, author and the rest from the service that owns it (challenges, teams,
 * showcase, discussions). A reference to an item that is gone resolves to null there.
 */
@ObjectType('Challenge')
@Directive('@key(fields: "id", resolvable: false)')
export class ChallengeReferenceType {
  @Field(() => ID) id!: string;
}

@ObjectType('Team')
@Directive('@key(fields: "id", resolvable: false)')
export class TeamReferenceType {
  @Field(() => ID) id!: string;
}

@ObjectType('Project')
@Directive('@key(fields: "id", resolvable: false)')
export class ProjectReferenceType {
  @Field(() => ID) id!: string;
}

@ObjectType('Resource')
@Directive('@key(fields: "id", resolvable: false)')
export class ResourceReferenceType {
  @Field(() => ID) id!: string;
}

@ObjectType('Comment')
@Directive('@key(fields: "id", resolvable: false)')
export class CommentReferenceType {
  @Field(() => ID) id!: string;
}
