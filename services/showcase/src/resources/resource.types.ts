import { Directive, Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { Connection } from '@creators/platform';

/**
 * GraphQL `Resource`: a curated learning resource. An entity (key `id`) so that staff's moderation queue (identity)
 * can refer to one (docs/product.md §14).
 */
@ObjectType('Resource')
@Directive('@key(fields: "id")')
export class LearningResourceType {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String, { description: 'video, article, book, course or tool' }) type!: string;
  @Field(() => String) url!: string;
  @Field(() => String, { nullable: true }) provider!: string | null;
  @Field(() => String, { description: 'beginner, intermediate or advanced' }) difficulty!: string;
  @Field(() => [String]) tags!: string[];
  @Field(() => String, { nullable: true, description: 'Free text, e.g. "45 min" or "self-paced".' })
  duration!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When its author last changed it (null when never).' })
  editedAt!: Date | null;
  @Field(() => Boolean, {
    description: 'The caller added it and may edit or remove it (a seeded resource: nobody).',
  })
  canEdit!: boolean;
  @Field(() => Boolean, {
    description: 'Hidden by staff (docs/product.md §14): then only who added it and staff see it.',
  })
  hidden!: boolean;
  // A hidden resource reaches nobody else: the list leaves it out, a reference checks who asks.
  @Field(() => String, {
    nullable: true,
    description: 'Why staff hid it: shown to who added it and staff only; null when not hidden.',
  })
  hiddenReason!: string | null;
  /** Not in GraphQL: who added it (null for a seeded one). */
  createdBy!: string | null;
}

/** A page of learning resources: `nodes`, `pageInfo`, `totalCount`. */
@ObjectType('ResourceConnection')
export class ResourceConnection extends Connection(LearningResourceType) {}

/** GraphQL shape only; the rules are the contracts' createResourceSchema (http(s) URLs only). */
@InputType('CreateResourceInput')
export class CreateResourceInput {
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) type?: string | null;
  @Field(() => String) url!: string;
  @Field(() => String, { nullable: true }) provider?: string | null;
  @Field(() => String, { nullable: true }) difficulty?: string | null;
  @Field(() => String, { nullable: true }) duration?: string | null;
}

/**
 * GraphQL shape only; the rules are the contracts' updateResourceSchema (creation's rules; empty text clears
 * description, provider and duration; an absent or null field stays as it is).
 */
@InputType('UpdateResourceInput')
export class UpdateResourceInput {
  @Field(() => String, { description: 'The updatedAt of the version the edit was made from.' })
  expectedUpdatedAt!: string;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true, description: 'Empty text removes it.' }) description?: string | null;
  @Field(() => String, { nullable: true }) type?: string | null;
  @Field(() => String, { nullable: true }) url?: string | null;
  @Field(() => String, { nullable: true, description: 'Empty text removes it.' }) provider?: string | null;
  @Field(() => String, { nullable: true }) difficulty?: string | null;
  @Field(() => String, { nullable: true, description: 'Empty text removes it.' }) duration?: string | null;
}
