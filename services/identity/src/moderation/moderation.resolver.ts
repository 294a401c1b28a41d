import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import {
  BatchLoader,
  CreationLimits,
  PageArgs,
  parsePage,
  requestLoader,
  requireUser,
  type ConnectionShape,
  type SubgraphContext,
} from '@creators/platform';
import { toUserType } from '../users/user.mapper.js';
import { UserType } from '../users/user.types.js';
import { PrismaService } from '../database/prisma.service.js';
import {
  ModerationActionConnection,
  ModerationActionType,
  ReportedItemConnection,
  ReportedItemType,
  ReportInput,
  ReportType,
} from './moderation.types.js';
import { LOG_CURSOR, ModerationService, QUEUE_CURSOR, type QueueGroup } from './moderation.service.js';
import { requireStaff } from './staff-only.js';

/** The people a request names (reporters, actors, subjects) as the caller sees them, one query per request. */
function peopleLoader(ctx: SubgraphContext, prisma: PrismaService): BatchLoader<string, UserType | null> {
  const viewerId = ctx.gateway.user?.id ?? null;
  return requestLoader(
    ctx,
    'moderation.people',
    () =>
      new BatchLoader<string, UserType | null>(async (ids) => {
        const rows = await prisma.user.findMany({ where: { id: { in: [...ids] } } });
        return new Map(rows.map((row) => [row.id, toUserType(row, viewerId)]));
      }, null),
  );
}

/** Reports (any signed-in person) and the staff queue, audit log and actions (docs/product.md §14). */
@Resolver(() => ReportedItemType)
export class ModerationResolver {
  constructor(
    private readonly moderation: ModerationService,
    private readonly prisma: PrismaService,
    private readonly creationLimits: CreationLimits,
  ) {}

  @Mutation(() => ReportType, {
    description:
      'Reports a challenge, team, project, resource, comment or person, with a reason and an optional note; one open report per person and item (409), never oneself.',
  })
  reportContent(
    @Args('input', { type: () => ReportInput }) input: ReportInput,
    @Context() ctx: SubgraphContext,
  ): Promise<ReportType> {
    const viewer = requireUser(ctx);
    const { locale } = ctx.gateway;
    return this.creationLimits.create('reports', viewer.id, locale, () =>
      this.moderation.report(viewer, { ...input }, locale),
    );
  }

  @Query(() => ReportedItemConnection, {
    description:
      'Staff only: the items with open reports, grouped, the one with the newest report first, a page at a time.',
  })
  moderationQueue(
    @Args() args: PageArgs,
    @Context() ctx: SubgraphContext,
  ): Promise<ConnectionShape<QueueGroup>> {
    requireStaff(ctx);
    return this.moderation.queue(parsePage(args, QUEUE_CURSOR, ctx.gateway.locale));
  }

  @Query(() => ModerationActionConnection, {
    description: 'Staff only: the audit log of staff actions, newest first, a page at a time.',
  })
  moderationLog(
    @Args() args: PageArgs,
    @Context() ctx: SubgraphContext,
  ): Promise<ConnectionShape<ModerationActionType>> {
    requireStaff(ctx);
    return this.moderation.log(parsePage(args, LOG_CURSOR, ctx.gateway.locale));
  }

  @Mutation(() => Int, {
    description:
      "Staff only: closes an item's open reports without changing it (the reporters are told); how many were closed.",
  })
  dismissReports(
    @Args('itemType', { type: () => String }) itemType: string,
    @Args('itemId', { type: () => ID }) itemId: string,
    @Args('reason', { type: () => String, nullable: true }) reason: string | null | undefined,
    @Context() ctx: SubgraphContext,
  ): Promise<number> {
    const actor = requireStaff(ctx);
    return this.moderation.dismiss(actor, { itemType, itemId, reason }, ctx.gateway.locale);
  }

  @Mutation(() => UserType, {
    description:
      'Staff only: suspends a person until a time (at most a year ahead) or, with until null, for good; every session of theirs ends at once. Not oneself, not other staff.',
  })
  async suspendUser(
    @Args('userId', { type: () => ID }) userId: string,
    @Args('until', { type: () => Date, nullable: true }) until: Date | null | undefined,
    @Args('reason', { type: () => String }) reason: string,
    @Context() ctx: SubgraphContext,
  ): Promise<UserType> {
    const actor = requireStaff(ctx);
    const row = await this.moderation.suspend(
      actor,
      userId,
      { until: until instanceof Date ? until.toISOString() : (until ?? null), reason },
      ctx.gateway.locale,
    );
    return toUserType(row, actor.id);
  }

  @Mutation(() => UserType, { description: 'Staff only: ends a suspension early.' })
  async liftSuspension(
    @Args('userId', { type: () => ID }) userId: string,
    @Context() ctx: SubgraphContext,
  ): Promise<UserType> {
    const actor = requireStaff(ctx);
    return toUserType(await this.moderation.lift(actor, userId, ctx.gateway.locale), actor.id);
  }

  @ResolveField('person', () => UserType, {
    nullable: true,
    description: 'The reported person (null when gone).',
  })
  person(@Parent() group: QueueGroup, @Context() ctx: SubgraphContext): Promise<UserType | null> | null {
    if (group.itemType !== 'person') return null;
    return peopleLoader(ctx, this.prisma).load(group.itemId);
  }
}

/** Who made a report. */
@Resolver(() => ReportType)
export class ReportResolver {
  constructor(private readonly prisma: PrismaService) {}

  @ResolveField('reporter', () => UserType, {
    nullable: true,
    description: 'Who reported it (null when gone).',
  })
  reporter(@Parent() report: ReportType, @Context() ctx: SubgraphContext): Promise<UserType | null> {
    return peopleLoader(ctx, this.prisma).load(report.reporterId);
  }
}

/** Who did a staff action, and whom it concerns. */
@Resolver(() => ModerationActionType)
export class ModerationActionResolver {
  constructor(private readonly prisma: PrismaService) {}

  @ResolveField('actor', () => UserType, {
    nullable: true,
    description: 'The staff member (null when gone).',
  })
  actor(@Parent() action: ModerationActionType, @Context() ctx: SubgraphContext): Promise<UserType | null> {
    return peopleLoader(ctx, this.prisma).load(action.actorId);
  }

  @ResolveField('subject', () => UserType, {
    nullable: true,
    description: 'Whom it concerns: the author of a hidden item, the suspended person (null when none).',
  })
  subject(@Parent() action: ModerationActionType, @Context() ctx: SubgraphContext) {
    return action.subjectUserId ? peopleLoader(ctx, this.prisma).load(action.subjectUserId) : null;
  }
}
