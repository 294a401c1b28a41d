import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { Connection } from '@creators/platform';

/**
 * product.md §3 meeting, with its mentor and notes (docs/product.md §12). `mentor`, `team` and `meetingUrl` by
 * MeetingResolver.
 */
@ObjectType('Meeting')
export class MeetingType {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => ID, { nullable: true }) teamId!: string | null;
  @Field(() => ID) hostId!: string;
  @Field(() => ID, { nullable: true, description: 'The mentor who attends, if any.' }) mentorId!:
    string | null;
  @Field(() => Date) scheduledAt!: Date;
  @Field(() => Int, { description: 'Minutes.' }) duration!: number;
  /** Resolved by MeetingResolver (for the team's members and mentors only). */
  meetingUrl!: string | null;
  @Field(() => String, { nullable: true, description: "The attendees' notes." }) notes!: string | null;
  @Field(() => String, {
    description: 'scheduled, cancelled or held (a meeting with a mentor that has ended)',
  })
  status!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { description: 'Send it back as expectedUpdatedAt when editing the meeting.' })
  updatedAt!: Date;
}

/** A page of meetings: `nodes`, `pageInfo`, `totalCount`. */
@ObjectType('MeetingConnection')
export class MeetingConnection extends Connection(MeetingType) {}
