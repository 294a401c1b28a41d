import { Field, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Connection } from '@creators/platform';
import { UserType } from '../users/user.types.js';

@ObjectType('MentorSlot', { description: "A weekly slot in the mentor's time zone." })
export class MentorSlotType {
  @Field(() => Int, { description: 'ISO weekday: 1 Monday … 7 Sunday.' }) day!: number;
  @Field(() => String, { description: "Local time HH:MM in the mentor's time zone." }) start!: string;
  @Field(() => String, { description: 'Local time HH:MM after start (24:00 is the end of the day).' })
  end!: string;
}

/** A mentor's availability (docs/product.md §12); DEFAULT_MENTOR_AVAILABILITY (mentor-availability.ts) until they set one. */
@ObjectType('MentorAvailability')
export class MentorAvailabilityType {
  @Field(() => [MentorSlotType]) slots!: MentorSlotType[];
  @Field(() => String, { description: 'IANA time zone of the slots, such as Europe/Berlin.' })
  timeZone!: string;
  @Field(() => Int, { description: 'At most this many teams at a time.' }) maxTeams!: number;
  @Field(() => Date, { nullable: true, description: 'No new requests before this.' })
  notAvailableUntil!: Date | null;
  @Field(() => [String], { description: 'The languages they mentor in (en, de).' }) languages!: string[];
  @Field(() => Date, {
    nullable: true,
    description: 'Null while the mentor has never set their availability.',
  })
  updatedAt!: Date | null;
}

/** A page of people (the mentors directory): `nodes`, `pageInfo`, `totalCount`. */
@ObjectType('UserConnection')
export class UserConnection extends Connection(UserType) {}

/** GraphQL shape only; the rules are the contracts' mentorSlotSchema. */
@InputType('MentorSlotInput')
export class MentorSlotInput {
  @Field(() => Int, { description: 'ISO weekday: 1 Monday … 7 Sunday.' }) day!: number;
  @Field(() => String, { description: 'HH:MM' }) start!: string;
  @Field(() => String, { description: 'HH:MM, after start' }) end!: string;
}

/** GraphQL shape only; the rules are the contracts' mentorAvailabilitySchema. */
@InputType('MentorAvailabilityInput')
export class MentorAvailabilityInput {
  @Field(() => [MentorSlotInput]) slots!: MentorSlotInput[];
  @Field(() => String, { description: 'IANA time zone, such as Europe/Berlin.' }) timeZone!: string;
  @Field(() => Int, { description: '1 to 10.' }) maxTeams!: number;
  @Field(() => String, { nullable: true, description: 'ISO date-time; null or absent: available now.' })
  notAvailableUntil?: string | null;
  @Field(() => [String], { description: 'en and/or de.' }) languages!: string[];
}
