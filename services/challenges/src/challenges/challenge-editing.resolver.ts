import { Args, Context, ID, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { updateChallengeSchema } from '@creators/contracts';
import { parseInput, requireUser, type SubgraphContext } from '@creators/platform';
import { ChallengeEditing } from './challenge-editing.js';
import { UpdateChallengeInput } from './challenge.inputs.js';
import { ChallengeType } from './challenge.types.js';

/** Its author changes a challenge (docs/product.md, owners change what they made), and who may. */
@Resolver(() => ChallengeType)
export class ChallengeEditingResolver {
  constructor(private readonly editing: ChallengeEditing) {}

  /**
   * The signed-in author edits the challenge or changes its status (validated with the contracts'
   * updateChallengeSchema; see ChallengeEditing for the rules).
   */
  @Mutation(() => ChallengeType)
  async updateChallenge(
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => UpdateChallengeInput }) input: UpdateChallengeInput,
    @Context() ctx: SubgraphContext,
  ): Promise<ChallengeType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    const edit = parseInput(updateChallengeSchema, input, locale);
    return this.editing.update(id, edit, user.id, locale);
  }

  /** Whether the viewer may edit it: its author; false when signed out. */
  @ResolveField('canEdit', () => Boolean)
  canEdit(@Parent() challenge: ChallengeType, @Context() ctx: SubgraphContext): boolean {
    return ctx.gateway.user?.id === challenge.createdBy;
  }
}
