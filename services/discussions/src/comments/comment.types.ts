import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';
import { Connection } from '@creators/platform';

/**
 * GraphQL `Comment`: one comment in the discussion of a challenge or a project (docs/product.md §11.4). An entity
 * (key `id`) so that staff's moderation queue (identity) can refer to one (docs/product.md §14).
 */
@ObjectType('Comment')
@Directive('@key(fields: "id")')
export class CommentType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'challenge or project' }) subjectType!: string;
  @Field(() => ID, { description: 'The id of the challenge or project discussed.' }) subjectId!: string;
  @Field(() => ID, {
    nullable: true,
    description: 'The comment this one replies to; null for a top-level one.',
  })
  parentId!: string | null;
  @Field(() => String, {
    description: 'Plain text as its author wrote it (render as text); empty when deleted.',
  })
  body!: string;
  @Field(() => Boolean, { description: 'Deleted by its author: listed only while it has replies.' })
  deleted!: boolean;
  @Field(() => ID, { nullable: true, description: 'The id of its author; null when deleted.' })
  authorId!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When its author last edited it; null when never.' })
  editedAt!: Date | null;
  @Field(() => Boolean, {
    description:
      'Hidden by staff (docs/product.md §14): its author and staff still see it, with hiddenReason; to everyone else it is like a deleted one.',
  })
  hidden!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Why staff hid it: shown to its author and staff only; null otherwise.',
  })
  hiddenReason!: string | null;
}

/** A page of comments: `nodes`, `pageInfo`, `totalCount`. */
@ObjectType('CommentConnection')
export class CommentConnection extends Connection(CommentType) {}

/**
 * identity's `User` entity as this subgraph knows it: only its key. `resolvable: false` says discussions never
 * resolves a User itself; the router fetches the name and image from identity.
 */
@ObjectType('User')
@Directive('@key(fields: "id", resolvable: false)')
export class UserReferenceType {
  @Field(() => ID) id!: string;
}

export const userReference = (id: string) => ({ __typename: 'User' as const, id });
