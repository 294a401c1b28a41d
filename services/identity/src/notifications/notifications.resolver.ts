import { Args, Context, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { markNotificationsReadSchema, notificationPreferencesSchema } from '@creators/contracts';
import {
  PageArgs,
  parseInput,
  parsePage,
  requireUser,
  type ConnectionShape,
  type SubgraphContext,
} from '@creators/platform';
import {
  MarkNotificationsReadInput,
  NotificationConnection,
  NotificationPreferencesInput,
  NotificationPreferencesType,
  NotificationType,
} from './notification.types.js';
import {
  NOTIFICATION_CURSOR,
  NotificationsService,
  type InboxNotification,
} from './notifications.service.js';

/** The caller's notification inbox and preferences (docs/product.md "Notification inbox"). */
@Resolver(() => NotificationType)
export class NotificationsResolver {
  constructor(private readonly inbox: NotificationsService) {}

  @Query(() => NotificationConnection, {
    description:
      "The caller's notifications, newest first, a page at a time; only unread ones with unread: true.",
  })
  async myNotifications(
    @Args() args: PageArgs,
    @Args('unread', { type: () => Boolean, nullable: true, defaultValue: false }) unread: boolean,
    @Context() ctx: SubgraphContext,
  ): Promise<ConnectionShape<InboxNotification>> {
    const user = requireUser(ctx);
    return this.inbox.list(
      user.id,
      parsePage(args, NOTIFICATION_CURSOR, ctx.gateway.locale),
      unread === true,
    );
  }

  @Query(() => Int, { description: 'How many of the caller’s notifications are unread.' })
  unreadNotificationCount(@Context() ctx: SubgraphContext): Promise<number> {
    return this.inbox.unreadCount(requireUser(ctx).id);
  }

  @Mutation(() => Int, {
    description:
      "Marks some of the caller's notifications read; answers the unread count after it. The caller's other devices hear of it live.",
  })
  markNotificationsRead(
    @Args('input', { type: () => MarkNotificationsReadInput }) raw: MarkNotificationsReadInput,
    @Context() ctx: SubgraphContext,
  ): Promise<number> {
    const user = requireUser(ctx);
    const input = parseInput(markNotificationsReadSchema, raw, ctx.gateway.locale);
    return this.inbox.markRead(user.id, input.ids);
  }

  @Mutation(() => Int, {
    description: 'Marks all of the caller’s notifications read; answers the unread count (0).',
  })
  markAllNotificationsRead(@Context() ctx: SubgraphContext): Promise<number> {
    return this.inbox.markAllRead(requireUser(ctx).id);
  }

  @Query(() => NotificationPreferencesType, {
    description: "The caller's notification preferences per kind, in the app and by e-mail.",
  })
  notificationPreferences(@Context() ctx: SubgraphContext): Promise<NotificationPreferencesType> {
    return this.inbox.preferences(requireUser(ctx).id);
  }

  @Mutation(() => NotificationPreferencesType, {
    description: 'Changes the kinds given (the others stay); answers the preferences after the change.',
  })
  updateNotificationPreferences(
    @Args('input', { type: () => NotificationPreferencesInput }) raw: NotificationPreferencesInput,
    @Context() ctx: SubgraphContext,
  ): Promise<NotificationPreferencesType> {
    const user = requireUser(ctx);
    const input = parseInput(notificationPreferencesSchema, stripNulls(raw), ctx.gateway.locale);
    return this.inbox.updatePreferences(user.id, input);
  }
}

/** GraphQL gives an omitted nullable input field as absent or null: both mean "unchanged". */
function stripNulls(raw: NotificationPreferencesInput): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries({ ...raw }).filter(([, value]) => value !== null && value !== undefined),
  );
}
