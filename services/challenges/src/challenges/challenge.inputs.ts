import { Field, InputType } from '@nestjs/graphql';
import { JSONScalar } from './json.scalar.js';

/** GraphQL shape only; the rules (bounds, categories, tag cleaning) are the contracts' createChallengeSchema. */
@InputType('CreateChallengeInput')
export class CreateChallengeInput {
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => String) category!: string;
  @Field(() => String, { nullable: true }) difficulty?: string | null;
  @Field(() => String, { nullable: true }) status?: string | null;
  @Field(() => [String], { nullable: true }) tags?: string[] | null;
  @Field(() => JSONScalar, {
    nullable: true,
    description: 'The brainstorm messages, when published from Isla’s brainstorm.',
  })
  brainstormSession?: unknown;
  @Field(() => [String], { nullable: true }) validatedInsights?: string[] | null;
}

/** GraphQL shape only; the rules (the creation rules, the status, the version) are the contracts' updateChallengeSchema. */
@InputType('UpdateChallengeInput')
export class UpdateChallengeInput {
  @Field(() => String, {
    description:
      'The updatedAt of the version the edit was made from; a newer one refuses the edit (CONFLICT).',
  })
  expectedUpdatedAt!: string;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) category?: string | null;
  @Field(() => String, { nullable: true }) difficulty?: string | null;
  @Field(() => [String], { nullable: true }) tags?: string[] | null;
  @Field(() => String, { nullable: true, description: 'active, closed or archived' }) status?: string | null;
}
