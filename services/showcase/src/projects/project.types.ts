import { Directive, Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Connection } from '@creators/platform';

/**
 * The teams subgraph's `Team` entity, to which showcase contributes `projects` (team-projects.resolver.ts).
 * Resolvable here by its key: the router asks this subgraph for the projects of teams it got from teams, and a
 * project's `team` is this reference (name, members… come from teams).
 */
@ObjectType('Team')
@Directive('@key(fields: "id")')
export class TeamReferenceType {
  @Field(() => ID) id!: string;
}

/**
 * identity's `User` entity, to which showcase contributes `projects` (the showcased projects of the person's teams,
 * from the team_members read model). Resolvable here by its key; name, picture… come from identity.
 */
@ObjectType('User')
@Directive('@key(fields: "id")')
export class UserReferenceType {
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
  @Field(() => ID, {
    nullable: true,
    description: 'The programme of its team (docs/product.md §16); null for none.',
  })
  programmeId!: string | null;
  @Field(() => String, { description: 'planning or showcased (a removed project is shown nowhere)' })
  status!: string;
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
  @Field(() => Date, {
    nullable: true,
    description: 'When its author last changed it (null when never): the page shows "edited".',
  })
  editedAt!: Date | null;
  @Field(() => Boolean, { description: 'The caller is its author (createdBy) and may edit or remove it.' })
  canEdit!: boolean;
  @Field(() => Boolean, {
    description:
      "Hidden by staff (docs/product.md §14): then only its authors (creator, team's members) and staff see it.",
  })
  hidden!: boolean;
  // A hidden project reaches nobody else (every path that answers one checks who asks: ProjectsService.visibleTo).
  @Field(() => String, {
    nullable: true,
    description: 'Why staff hid it: shown to its authors and staff only; null when not hidden.',
  })
  hiddenReason!: string | null;
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

/**
 * GraphQL shape only; the rules are the contracts' updateProjectSchema (creation's rules; empty text clears a link,
 * an absent or null field stays as it is).
 */
@InputType('UpdateProjectInput')
export class UpdateProjectInput {
  @Field(() => String, { description: 'The updatedAt of the version the edit was made from.' })
  expectedUpdatedAt!: string;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true, description: 'Empty text removes the link.' })
  repositoryUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'Empty text removes the link.' })
  demoUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'Empty text removes the link.' })
  imageUrl?: string | null;
}
