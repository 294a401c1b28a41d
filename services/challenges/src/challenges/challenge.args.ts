import { ArgsType, Field, ID } from '@nestjs/graphql';
import { PageArgs } from '@creators/platform';

/**
 * GraphQL shape of the `challenges` list; the rules are platform's pageArgsSchema (parsePage) and the contracts'
 * challengeListSchema.
 */
@ArgsType()
export class ChallengesArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Case-insensitive text within the title or the description.',
  })
  search?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'technology, sustainability, education, community or health',
  })
  category?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only the challenges this user created.' })
  createdBy?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only the challenges of this programme.' })
  programmeId?: string | null;
}
