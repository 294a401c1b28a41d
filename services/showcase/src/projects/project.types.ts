import { Directive, Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Connection } from '@creators/platform';

/**
 * The teams subgraph's `Team` entity as showcase knows it: only its key. `resolvable: false` says this subgraph
 * never resolves a Team itself; the router fetches the other fields (name, members…) from teams.
 */
@ObjectType('Team')
@Directive('@key(fields: "id", resolvable: false)')
export class TeamReferenceType {
  @Field(() => ID) id!: string;
}

/** GraphQL `Project` entity (federation key `id`). */
@ObjectType('Project')
@Directive('@key(fields: "id")')
export class ProjectType {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => ID) teamId!: string;
  @Field(() => ID, { nullable: true }) challengeId!: string | null;
  @Field(() => String, { description: 'planning or showcased' }) status!: string;
  @Field(() => String, { nullable: true }) repositoryUrl!: string | null;
  @Field(() => String, { nullable: true }) demoUrl!: string | null;
  @Field(() => String, { nullable: true }) imageUrl!: string | null;
  @Field(() => Int, { description: 'The exact number of people who like it.' }) likes!: number;
  @Field(() => Boolean, { description: 'The caller likes it (false when signed out).' }) likedByMe!: boolean;
  @Field(() => Int, { description: 'People who opened it, once per person and day.' }) views!: number;
  @Field(() => [String]) tags!: string[];
  @Field(() => ID) createdBy!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

/** A page of showcased projects: `nodes`, `pageInfo`, `totalCount`. */
@ObjectType('ProjectConnection')
export class ProjectConnection extends Connection(ProjectType) {}

/** The showcase page's tiles, computed over showcased projects. */
@ObjectType('ShowcaseStats')
export class ShowcaseStatsType {
  @Field(() => Int, { description: 'Showcased projects.' }) projects!: number;
  @Field(() => Int, { description: 'Likes of all showcased projects.' }) totalLikes!: number;
  @Field(() => Int, { description: 'Views of all showcased projects.' }) views!: number;
  @Field(() => Int, { description: 'Distinct teams with a showcased project.' }) teams!: number;
}

/** GraphQL shape only; the rules are the contracts' createProjectSchema. */
@InputType('CreateProjectInput')
export class CreateProjectInput {
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => ID) teamId!: string;
  @Field(() => String, { nullable: true }) status?: string | null;
  @Field(() => String, { nullable: true }) repositoryUrl?: string | null;
  @Field(() => String, { nullable: true }) demoUrl?: string | null;
  @Field(() => String, { nullable: true }) imageUrl?: string | null;
}
