import { ArgsType, Field } from '@nestjs/graphql';
import { DIFFICULTIES, RESOURCE_TYPES } from '@creators/contracts';
import { PageArgs } from '@creators/platform';

/**
 * GraphQL shape of the `resources` list; the rules are platform's pageArgsSchema (parsePage) and resourceListSchema
 * (resource-list.ts).
 */
@ArgsType()
export class ResourcesArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Case-insensitive text within the title, the description or the provider.',
  })
  search?: string | null;

  @Field(() => String, { nullable: true, description: RESOURCE_TYPES.join(', ') })
  type?: string | null;

  @Field(() => String, { nullable: true, description: `The difficulty: ${DIFFICULTIES.join(', ')}` })
  level?: string | null;
}
