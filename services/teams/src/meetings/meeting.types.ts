import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { Connection } from '@creators/platform';

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

/** A page of meetings: `nodes`, `pageInfo`, `totalCount`. */
@ObjectType('MeetingConnection')
export class MeetingConnection extends Connection(MeetingType) {}
