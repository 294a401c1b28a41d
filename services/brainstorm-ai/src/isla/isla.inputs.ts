import { Field, InputType, Int } from '@nestjs/graphql';

/** GraphQL shapes only; the rules (bounds, phases, languages) are the contracts' schemas in isla.ts and draft-request.ts. */
@InputType('IslaResponseInput')
export class IslaResponseInput {
  @Field(() => String) prompt!: string;
  @Field(() => String, { nullable: true, description: 'The last messages of the dialogue, one per line.' })
  conversationHistory?: string | null;
  @Field(() => String, { description: 'ideation, validation, refinement or creation' }) phase!: string;
  @Field(() => Int, {
    nullable: true,
    description: 'How many messages the user has sent in this brainstorm.',
  })
  sessionCount?: number | null;
  @Field(() => String, { nullable: true, description: 'en or de; defaults to the request locale.' })
  language?: string | null;
}

@InputType('ChallengeValidationInput')
export class ChallengeValidationInput {
  @Field(() => String) idea!: string;
  @Field(() => String, { nullable: true }) context?: string | null;
  @Field(() => String, { nullable: true, description: 'en or de; defaults to the request locale.' })
  language?: string | null;
}

@InputType('SpeechInput')
export class SpeechInput {
  @Field(() => String) text!: string;
  @Field(() => String, { nullable: true, description: 'en or de; defaults to the request locale.' })
  language?: string | null;
}

@InputType('DraftMessageInput')
export class DraftMessageInput {
  @Field(() => String, { description: 'user or avatar' }) sender!: string;
  @Field(() => String) message!: string;
}

@InputType('ChallengeDraftInput')
export class ChallengeDraftInput {
  @Field(() => [DraftMessageInput], { description: "The brainstorm's messages, oldest first." })
  messages!: DraftMessageInput[];
  @Field(() => String, { nullable: true, description: 'en or de; defaults to the request locale.' })
  language?: string | null;
}
