import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

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
