import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Connection } from '@creators/platform';

/**
 * A message in a team's chat (docs/product.md §11.6), as its viewer may see it: the text of a deleted message is
 * gone; the text of one staff hid only staff see, its reason its author and staff.
 */
@ObjectType('TeamMessage')
export class TeamMessageType {
  @Field(() => ID) id!: string;
  @Field(() => ID) teamId!: string;
  @Field(() => ID) authorId!: string;
  @Field(() => String, { description: 'Plain text; empty when deleted, or hidden by staff (but for staff).' })
  body!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When its author last edited it; null when never.' })
  editedAt!: Date | null;
  @Field(() => Boolean, { description: 'Deleted by its author (the text is gone).' })
  deleted!: boolean;
  @Field(() => Boolean, { description: 'Hidden by staff.' })
  hidden!: boolean;
  @Field(() => String, { nullable: true, description: 'Why staff hid it: for its author and staff only.' })
  hiddenReason!: string | null;
  @Field(() => Boolean, {
    description: 'Whether the viewer may edit and delete it (its author, while shown).',
  })
  canEdit!: boolean;
}

/** A page of a team's messages, newest first; `after` the endCursor pages to older ones. */
@ObjectType('TeamMessageConnection')
export class TeamMessageConnection extends Connection(TeamMessageType) {}

/** How many messages of others the viewer has not read in a team's chat. */
@ObjectType('TeamChatUnread')
export class TeamChatUnreadType {
  @Field(() => ID) teamId!: string;
  @Field(() => Int) unread!: number;
}

/** A person who may be mentioned, as the writer's page shows them (the teams service keeps no names). */
@InputType('TeamChatReaderInput')
export class TeamChatReaderInput {
  @Field(() => ID) id!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
}

@InputType('TeamMessageInput')
export class TeamMessageInput {
  @Field(() => String, { description: 'Plain text, 1 to 2000 characters.' })
  body!: string;

  @Field(() => [TeamChatReaderInput], {
    nullable: true,
    description:
      "The names of the channel's readers as the writer's page shows them, to find @mentions in a new message: " +
      'anyone who does not read the channel is ignored. Without it a message mentions nobody.',
  })
  readers?: TeamChatReaderInput[] | null;
}
