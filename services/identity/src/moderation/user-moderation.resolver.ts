import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { BatchLoader, requestLoader, type SubgraphContext } from '@creators/platform';
import { UserType } from '../users/user.types.js';
import { ModerationService } from './moderation.service.js';
import { ModerationHistoryType } from './moderation.types.js';
import { isStaff } from './staff-only.js';

/** `User.moderationHistory`: what staff see of a person's past with moderation (docs/product.md §14.2). */
@Resolver(() => UserType)
export class UserModerationResolver {
  constructor(private readonly moderation: ModerationService) {}

  /** Staff only (null for everyone else, the person included). Batched: one set of queries per request. */
  @ResolveField('moderationHistory', () => ModerationHistoryType, {
    nullable: true,
    description:
      'Staff only (null for anyone else): items hidden, suspensions, reports against them as a person, the suspension in force and the newest staff actions about them.',
  })
  moderationHistory(
    @Parent() user: { id: string },
    @Context() ctx: SubgraphContext,
  ): Promise<ModerationHistoryType | null> | null {
    if (!isStaff(ctx)) return null;
    const loader = requestLoader(
      ctx,
      'user.moderationHistory',
      () =>
        new BatchLoader<string, ModerationHistoryType | null>((ids) => this.moderation.histories(ids), null),
    );
    return loader.load(user.id);
  }
}
