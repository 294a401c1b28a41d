import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { MeetingView } from './meetings.service.js';

/** product.md §3 meeting. */
@ObjectType('Meeting')
export class MeetingType {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => ID, { nullable: true }) teamId!: string | null;
  @Field(() => ID) hostId!: string;
  @Field(() => Date) scheduledAt!: Date;
  @Field(() => Int, { description: 'Minutes.' }) duration!: number;
  @Field(() => String, { nullable: true }) meetingUrl!: string | null;
  @Field(() => String, { description: 'scheduled by default' }) status!: string;
  @Field(() => Date) createdAt!: Date;
}

export function toMeetingType(meeting: MeetingView): MeetingType {
  return Object.assign(new MeetingType(), {
    ...meeting,
    scheduledAt: new Date(meeting.scheduledAt),
    createdAt: new Date(meeting.createdAt),
  });
}
