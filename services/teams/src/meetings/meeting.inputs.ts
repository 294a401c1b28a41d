import { Field, ID, InputType, Int } from '@nestjs/graphql';

/** GraphQL shape only; the rules are the contracts' scheduleMeetingSchema. */
@InputType('ScheduleMeetingInput')
export class ScheduleMeetingInput {
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { description: 'ISO date-time with offset, e.g. 2026-12-07T15:00:00Z.' })
  scheduledAt!: string;
  @Field(() => Int, { nullable: true, description: 'Minutes, 15 to 240 (default 60).' })
  duration?: number | null;
  @Field(() => String, { nullable: true }) meetingUrl?: string | null;
  @Field(() => ID, {
    nullable: true,
    description:
      "A mentor of the team who attends; a member must then pick a time inside the mentor's free slots.",
  })
  mentorId?: string | null;
}

/** GraphQL shape only; the rules are the contracts' updateMeetingSchema (empty text clears a field). */
@InputType('UpdateMeetingInput')
export class UpdateMeetingInput {
  @Field(() => String, {
    description: 'The updatedAt of the meeting as it was loaded (a stale edit is refused).',
  })
  expectedUpdatedAt!: string;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true, description: 'ISO date-time with offset.' }) scheduledAt?:
    string | null;
  @Field(() => Int, { nullable: true }) duration?: number | null;
  @Field(() => String, { nullable: true }) meetingUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'Notes; also after the meeting.' }) notes?:
    string | null;
}
