import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { UserReferenceType } from '../projects/project.types.js';

/** A mentor's rubric (docs/product.md §12.4; projectFeedbackSchema in contracts): 1 to 4 per criterion. */
@ObjectType('FeedbackScores')
export class FeedbackScoresType {
  @Field(() => Int, { description: 'Problem understood, 1 to 4.' }) problem!: number;
  @Field(() => Int, { description: 'Solution fits, 1 to 4.' }) solution!: number;
  @Field(() => Int, { description: 'Prototype works, 1 to 4.' }) prototype!: number;
  @Field(() => Int, { description: 'Presentation, 1 to 4.' }) presentation!: number;
}

/** A mentor's feedback on a project of a team they mentor: each one given is kept, with its date. */
@ObjectType('ProjectFeedback')
export class ProjectFeedbackType {
  @Field(() => ID) id!: string;
  @Field(() => ID) projectId!: string;
  @Field(() => ID) mentorId!: string;
  @Field(() => UserReferenceType, { nullable: true, description: 'The mentor (resolved by identity).' })
  mentor!: { __typename: 'User'; id: string } | null;
  @Field(() => String) notes!: string;
  @Field(() => FeedbackScoresType, {
    nullable: true,
    description: "Null unless the caller is a member or a mentor of the project's team.",
  })
  scores!: FeedbackScoresType | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { description: 'The same as createdAt: a feedback is not changed once given.' })
  updatedAt!: Date;
}

/** GraphQL shape only; the rules are the contracts' projectFeedbackSchema (scores 1 to 4). */
@InputType('FeedbackScoresInput')
export class FeedbackScoresInput {
  @Field(() => Int) problem!: number;
  @Field(() => Int) solution!: number;
  @Field(() => Int) prototype!: number;
  @Field(() => Int) presentation!: number;
}

/** GraphQL shape only; the rules are the contracts' projectFeedbackSchema (notes 10 to 4000 characters). */
@InputType('ProjectFeedbackInput')
export class ProjectFeedbackInput {
  @Field(() => String) notes!: string;
  @Field(() => FeedbackScoresInput) scores!: FeedbackScoresInput;
}
