import { ArgsType, Field, ID, Int } from '@nestjs/graphql';
import { PROJECT_SORTS, PROJECT_TOPICS } from '@creators/contracts';
import { FEATURED_PROJECTS } from './featured-projects.js';
import { PageArgs } from '@creators/platform';

/**
 * GraphQL shape of the `projects` list; the rules are platform's pageArgsSchema (parsePage) and projectListSchema
 * (project-list.ts).
 */
@ArgsType()
export class ProjectsArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Case-insensitive text within the title or the description.',
  })
  search?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `${PROJECT_TOPICS.join(', ')}: matched within the tags, ignoring case.`,
  })
  topic?: string | null;

  @Field(() => String, {
    nullable: true,
    defaultValue: 'recent',
    description: `${PROJECT_SORTS.join(' or ')}: last updated first, or most liked first.`,
  })
  sort?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Only projects the caller created or a team of theirs showcased (signed in).',
  })
  mine?: boolean | null;

  @Field(() => ID, { nullable: true, description: 'Only the projects of this programme.' })
  programmeId?: string | null;
}

/** GraphQL shape of `featuredProjects`; the rule is featuredProjectsSchema (featured-projects.ts). */
@ArgsType()
export class FeaturedProjectsArgs {
  @Field(() => Int, {
    nullable: true,
    defaultValue: FEATURED_PROJECTS.default,
    description: `How many, 1 to ${FEATURED_PROJECTS.max}.`,
  })
  first?: number | null;
}
