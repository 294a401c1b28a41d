import { ArgsType, Field } from '@nestjs/graphql';
import { PageArgs } from '@creators/platform';

/**
 * GraphQL shape of the `teams` list; the rules are platform's pageArgsSchema (parsePage) and the contracts'
 * teamListSchema.
 */
@ArgsType()
export class TeamsArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Case-insensitive text within the name or the description.',
  })
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'forming, active or completed' })
  status?: string | null;
}
