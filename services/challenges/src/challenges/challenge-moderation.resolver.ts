import { Args, Context, ID, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { hideItemSchema } from '@creators/contracts';
import { parseInput, requireStaff, seesHidden, viewerOf, type SubgraphContext } from '@creators/platform';
import { ChallengeModeration } from './challenge-moderation.js';
import { ChallengeType } from './challenge.types.js';

/** Staff hide and restore a challenge (docs/product.md §14); who is told why. */
@Resolver(() => ChallengeType)
export class ChallengeModerationResolver {
  constructor(private readonly moderation: ChallengeModeration) {}

  /**
   * Staff hide the challenge (reason required: 5 to 500 characters) or restore it (reason ignored). NOT_FOUND
   * error.staff.only for anyone but staff; hiding a hidden one or restoring a visible one changes nothing.
   */
  @Mutation(() => ChallengeType, {
    description:
      'Staff hide (reason required) or restore (reason ignored) a challenge; NOT_FOUND for anyone but staff.',
  })
  async setChallengeHidden(
    @Args('id', { type: () => ID }) id: string,
    @Args('hidden', { type: () => Boolean }) hidden: boolean,
    @Args('reason', { type: () => String, nullable: true }) reason: string | null,
    @Context() ctx: SubgraphContext,
  ): Promise<ChallengeType> {
    const staff = requireStaff(ctx);
    const { locale } = ctx.gateway;
    const why = hidden ? parseInput(hideItemSchema, { reason }, locale).reason : null;
    return this.moderation.setHidden(id, hidden, why, staff.id, locale);
  }

  /** Why staff hid it: for its author and staff only (null for everyone else, and when it is not hidden). */
  @ResolveField('hiddenReason', () => String, {
    nullable: true,
    description: 'Why staff hid it: shown to its author and staff only; null otherwise.',
  })
  hiddenReason(@Parent() challenge: ChallengeType, @Context() ctx: SubgraphContext): string | null {
    if (!challenge.hidden) return null;
    return seesHidden(viewerOf(ctx), [challenge.createdBy]) ? challenge.hiddenReason : null;
  }
}
