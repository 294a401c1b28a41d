import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { parsePage, type ConnectionShape, type SubgraphContext } from '@creators/platform';
import { requireStaff } from '../moderation/staff-only.js';
import { toUserType } from '../users/user.mapper.js';
import { UserType } from '../users/user.types.js';
import { UserConnection } from './mentor.types.js';
import { MentorVerificationService, UNVERIFIED_MENTOR_CURSOR } from './mentor-verification.service.js';

/** Verified mentors (docs/product.md §14), staff only: anyone else NOT_FOUND error.staff.only. */
@Resolver(() => UserType)
export class MentorVerificationResolver {
  constructor(private readonly service: MentorVerificationService) {}

  @Query(() => UserConnection, {
    description:
      'Staff only: mentors staff have not verified yet (not in the directory, cannot accept mentoring), oldest registration first.',
  })
  async unverifiedMentors(
    @Context() ctx: SubgraphContext,
    @Args('first', {
      type: () => Int,
      nullable: true,
      defaultValue: 20,
      description: 'How many rows, 1 to 100.',
    })
    first: number,
    @Args('after', { type: () => String, nullable: true, description: "The previous page's endCursor." })
    after?: string | null,
  ): Promise<ConnectionShape<UserType>> {
    const staff = requireStaff(ctx);
    const page = parsePage({ first, after }, UNVERIFIED_MENTOR_CURSOR, ctx.gateway.locale);
    const connection = await this.service.unverified(page);
    return { ...connection, nodes: connection.nodes.map((row) => toUserType(row, staff.id)) };
  }

  @Mutation(() => UserType, {
    description:
      'Staff only: verifies a mentor (verified true: listed in the directory, may accept mentoring) or takes it back; written to the audit log.',
  })
  async verifyMentor(
    @Args('userId', { type: () => ID }) userId: string,
    @Args('verified', { type: () => Boolean }) verified: boolean,
    @Context() ctx: SubgraphContext,
  ): Promise<UserType> {
    const staff = requireStaff(ctx);
    return toUserType(await this.service.verify(staff.id, userId, verified, ctx.gateway.locale), staff.id);
  }
}
