import { Directive, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { ProjectView } from './project.mapper.js';

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
  @Field(() => Int) likes!: number;
  @Field(() => [String]) tags!: string[];
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

export function toProjectType(project: ProjectView): ProjectType {
  const { views: _views, createdBy: _createdBy, ...fields } = project;
  return Object.assign(new ProjectType(), {
    ...fields,
    createdAt: new Date(project.createdAt),
    updatedAt: new Date(project.updatedAt),
  });
}
