import { Field, ID, InputType } from '@nestjs/graphql';

/** GraphQL shapes only; the rules are the schemas of brainstorm-requests.ts (startBrainstormSchema and the others). */
@InputType('StartBrainstormInput')
export class StartBrainstormInput {
  @Field(() => String, { nullable: true, description: 'en or de; defaults to the request locale.' })
  language?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description:
      "true: the person's open brainstorm as it is when they have said something in it, else a fresh one (a page's first call: one round trip rather than myBrainstorm, then startBrainstorm).",
  })
  resume?: boolean | null;
}

@InputType('SendBrainstormMessageInput')
export class SendBrainstormMessageInput {
  @Field(() => ID) brainstormId!: string;
  @Field(() => String) text!: string;
  @Field(() => String, { nullable: true, description: 'en or de; defaults to the request locale.' })
  language?: string | null;
}

@InputType('BrainstormBackToRefinementInput')
export class BrainstormBackToRefinementInput {
  @Field(() => ID) brainstormId!: string;
  @Field(() => String, { nullable: true, description: 'en or de; defaults to the request locale.' })
  language?: string | null;
}
