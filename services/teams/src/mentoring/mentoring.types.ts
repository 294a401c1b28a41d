import { Field, ID, InputType, ArgsType, ObjectType } from '@nestjs/graphql';
import { MENTORING_LIMITS, type MentoringRequestStatus } from '@creators/contracts';
import { Connection, PageArgs } from '@creators/platform';

/**
 * A team's request for a mentor (docs/product.md §12.2). `team`, `mentor` and `requester` are resolved by
 * MentoringRequestResolver (the people by identity).
 */
@ObjectType('MentoringRequest')
export class MentoringRequestType {
  @Field(() => ID) id!: string;
  @Field(() => ID) teamId!: string;
  @Field(() => ID) mentorId!: string;
  @Field(() => ID, { description: 'The member who asked.' }) requestedBy!: string;
  @Field(() => String) message!: string;
  @Field(() => [String], { description: "What the team needs help with (from the mentor's expertise)." })
  topics!: string[];
  @Field(() => String, {
    description: `pending, accepted, declined, withdrawn or expired (pending and older than ${MENTORING_LIMITS.requestExpiryDays} days)`,
  })
  status!: MentoringRequestStatus;
  @Field(() => String, { nullable: true, description: "The mentor's note with the answer." })
  note!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it was accepted, declined or withdrawn.' })
  answeredAt!: Date | null;
  @Field(() => Date, {
    description: `When a pending request expires: ${MENTORING_LIMITS.requestExpiryDays} days after createdAt.`,
  })
  expiresAt!: Date;
}

/** A page of mentoring requests: `nodes`, `pageInfo`, `totalCount`. */
@ObjectType('MentoringRequestConnection')
export class MentoringRequestConnection extends Connection(MentoringRequestType) {}

/** A free time of a mentor, in UTC (shown in the viewer's time zone). */
@ObjectType('FreeSlot')
export class FreeSlotType {
  @Field(() => Date) startsAt!: Date;
  @Field(() => Date) endsAt!: Date;
}

/** GraphQL shape only; the rules are the contracts' mentoringRequestSchema. */
@InputType('MentoringRequestInput')
export class MentoringRequestInput {
  @Field(() => ID) mentorId!: string;
  @Field(() => String, {
    description: `${MENTORING_LIMITS.requestMessageMin} to ${MENTORING_LIMITS.requestMessageMax} characters.`,
  })
  message!: string;
  @Field(() => [String], { description: `1 to ${MENTORING_LIMITS.topicsMax} of the mentor's expertise.` })
  topics!: string[];
}

/** GraphQL shape only; the rules are the contracts' mentoringAnswerSchema. */
@InputType('MentoringAnswerInput')
export class MentoringAnswerInput {
  @Field(() => Boolean) accept!: boolean;
  @Field(() => String, { nullable: true }) note?: string | null;
}

/** incomingMentoringRequests: a page, optionally only the open (pending, not expired) requests. */
@ArgsType()
export class IncomingMentoringRequestsArgs extends PageArgs {
  @Field(() => Boolean, {
    nullable: true,
    description: 'Only the requests still open (pending, not expired).',
  })
  pendingOnly?: boolean | null;
}
