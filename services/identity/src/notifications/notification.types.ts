import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { Connection, JSONScalar } from '@creators/platform';

/** One notification of the caller's inbox (docs/product.md "Notification inbox"). */
@ObjectType('Notification')
export class NotificationType {
  @Field(() => ID, {
    description: 'The id of the event it comes from: the same as in the live `notification` message.',
  })
  id!: string;
  @Field(() => String, {
    description: 'Its type (team.member_joined, challenge.published, …): the front end renders it.',
  })
  type!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Boolean, { description: 'Whether the caller has read it.' }) read!: boolean;
  @Field(() => JSONScalar, { description: "The type's data (the live message's `data`)." }) data!: unknown;
}

/** A page of the caller's notifications, newest first; totalCount: how many (unread ones with unread: true). */
@ObjectType('NotificationConnection')
export class NotificationConnection extends Connection(NotificationType) {}

@ObjectType('NotificationChannels')
export class NotificationChannelsType {
  @Field(() => Boolean, { description: 'Stored in the inbox and shown live.' }) inApp!: boolean;
  @Field(() => Boolean, { description: 'Sent by e-mail too.' }) email!: boolean;
}

/**
 * Per kind, in the app and by e-mail, and how new challenges arrive; other kinds are always in the app and never
 * mailed.
 */
@ObjectType('NotificationPreferences')
export class NotificationPreferencesType {
  @Field(() => NotificationChannelsType, { description: 'Someone joined a team the person leads.' })
  teamJoins!: NotificationChannelsType;
  @Field(() => NotificationChannelsType, { description: 'The person was invited to a team.' })
  invitations!: NotificationChannelsType;
  @Field(() => NotificationChannelsType, { description: "Someone liked the person's project." })
  likes!: NotificationChannelsType;
  @Field(() => NotificationChannelsType, { description: 'The person earned a badge.' })
  badges!: NotificationChannelsType;
  @Field(() => NotificationChannelsType, {
    description: 'A challenge was published (by e-mail off by default).',
  })
  newChallenges!: NotificationChannelsType;
  @Field(() => NotificationChannelsType, { description: 'Someone mentioned the person in a team chat.' })
  chatMentions!: NotificationChannelsType;
  @Field(() => NotificationChannelsType, {
    description: "Announcements of the person's programmes and their submission deadlines drawing near.",
  })
  programmes!: NotificationChannelsType;
  @Field(() => String, {
    description:
      "How new challenges reach the person: 'each' (one notice per challenge as it is published) or 'daily' (one digest a day; the default).",
  })
  newChallengesDelivery!: string;
}

@InputType('NotificationChannelsInput')
export class NotificationChannelsInput {
  @Field(() => Boolean) inApp!: boolean;
  @Field(() => Boolean) email!: boolean;
}

/** The kinds to change; the others stay as they are. */
@InputType('NotificationPreferencesInput')
export class NotificationPreferencesInput {
  @Field(() => NotificationChannelsInput, { nullable: true }) teamJoins?: NotificationChannelsInput;
  @Field(() => NotificationChannelsInput, { nullable: true }) invitations?: NotificationChannelsInput;
  @Field(() => NotificationChannelsInput, { nullable: true }) likes?: NotificationChannelsInput;
  @Field(() => NotificationChannelsInput, { nullable: true }) badges?: NotificationChannelsInput;
  @Field(() => NotificationChannelsInput, { nullable: true }) newChallenges?: NotificationChannelsInput;
  @Field(() => NotificationChannelsInput, { nullable: true }) chatMentions?: NotificationChannelsInput;
  @Field(() => NotificationChannelsInput, { nullable: true }) programmes?: NotificationChannelsInput;
  @Field(() => String, { nullable: true, description: "'each' or 'daily'." }) newChallengesDelivery?: string;
}

@InputType('MarkNotificationsReadInput')
export class MarkNotificationsReadInput {
  @Field(() => [ID], {
    description: 'The notifications to mark read (at most 100); others than the caller’s change nothing.',
  })
  ids!: string[];
}
