import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { PageArgs } from '@creators/platform';

/** GraphQL shape only; the rules (subject, 1 to 2000 characters, reply target) are the contracts' addCommentSchema. */
@InputType('AddCommentInput')
export class AddCommentInput {
  @Field(() => String, { description: 'challenge or project' }) subjectType!: string;
  @Field(() => ID) subjectId!: string;
  @Field(() => String, { description: 'Plain text, 1 to 2000 characters.' }) body!: string;
  @Field(() => ID, { nullable: true, description: 'A top-level comment of the same subject to reply to.' })
  parentId?: string | null;
}

/** GraphQL shape only; the rules are the contracts' editCommentSchema. */
@InputType('EditCommentInput')
export class EditCommentInput {
  @Field(() => String, { description: 'Plain text, 1 to 2000 characters.' }) body!: string;
}

/** The `comments` query: a subject's top-level comments, oldest first, a page at a time. */
@ArgsType()
export class CommentsArgs extends PageArgs {
  @Field(() => String, { description: 'challenge or project' }) subjectType!: string;
  @Field(() => ID) subjectId!: string;
}
