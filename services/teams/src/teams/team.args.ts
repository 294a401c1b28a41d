import { ArgsType, Field, ID } from '@nestjs/graphql';
import { PageArgs } from '@creators/platform';

/**
 * GraphQL shape of the `teams` list; the rules are platform's pageArgsSchema (parsePage) and the contracts'
 * teamListSchema with a programme (teamListFiltersSchema).
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

  @Field(() => ID, { nullable: true, description: 'Only the teams of this programme.' })
  programmeId?: string | null;
}
