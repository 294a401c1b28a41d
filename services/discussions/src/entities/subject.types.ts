import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';

/**
 * The challenges subgraph's `Challenge` entity, to which discussions adds `comments` and `commentCount` (so that a
 * challenge's page gets its discussion in the same operation). Resolvable here by its key; the rest comes from
 * challenges.
 */
@ObjectType('Challenge')
@Directive('@key(fields: "id")')
export class ChallengeType {
  @Field(() => ID) id!: string;
}

/** The showcase subgraph's `Project` entity, to which discussions adds `comments` and `commentCount`. */
@ObjectType('Project')
@Directive('@key(fields: "id")')
export class ProjectType {
  @Field(() => ID) id!: string;
}
