import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { BatchLoader, requestLoader, type SubgraphContext } from '@creators/platform';
import { UserType } from '../users/user.types.js';
import { ProgrammeBadgeType } from './credential.types.js';
import { CredentialsService } from './credentials.service.js';

/** `User.programmeBadges`: the awards and completions from programmes' results, beside the achievements. */
@Resolver(() => UserType)
export class UserProgrammeBadgesResolver {
  constructor(private readonly credentials: CredentialsService) {}

  /** Newest first; like achievements, none for a signed-out caller. Batched: one query per request. */
  @ResolveField('programmeBadges', () => [ProgrammeBadgeType], {
    description: "Badges from programmes' results, newest first (none for a signed-out caller).",
  })
  programmeBadgesOf(
    @Parent() user: { id: string },
    @Context() ctx: SubgraphContext,
  ): Promise<ProgrammeBadgeType[]> {
    if (!ctx.gateway.user) return Promise.resolve([]);
    const loader = requestLoader(
      ctx,
      'user.programmeBadges',
      () =>
        new BatchLoader<string, ProgrammeBadgeType[]>(
          (ids) => this.credentials.programmeBadgesOf(ids, ctx.gateway.locale),
          [],
        ),
    );
    return loader.load(user.id);
  }
}
