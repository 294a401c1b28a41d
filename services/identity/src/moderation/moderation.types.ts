import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Connection } from '@creators/platform';
import {
  ChallengeReferenceType,
  CommentReferenceType,
  ProjectReferenceType,
  ResourceReferenceType,
  TeamReferenceType,
} from './item-references.types.js';

/** GraphQL shape only; the rules are the contracts' reportInputSchema. */
@InputType('ReportInput')
export class ReportInput {
  @Field(() => String, { description: 'challenge, team, project, resource, comment or person' })
  itemType!: string;
  @Field(() => ID) itemId!: string;
  @Field(() => String, { description: 'spam, harassment, inappropriate, personal_data or other' })
  reason!: string;
  @Field(() => String, { nullable: true, description: 'At most 500 characters.' }) note?: string | null;
}

/** One person's report of an item (docs/product.md §14.1). */
@ObjectType('Report')
export class ReportType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'challenge, team, project, resource, comment or person' })
  itemType!: string;
  @Field(() => ID) itemId!: string;
  @Field(() => String, { description: 'spam, harassment, inappropriate, personal_data or other' })
  reason!: string;
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => String, { description: 'open, dismissed or actioned' }) status!: string;
  @Field(() => Date) createdAt!: Date;
  /** Not in GraphQL: whom `reporter` resolves. */
  reporterId!: string;
}

/**
 * The open reports of one item, for the staff queue (docs/product.md §14.2). Of challenge, team, project,
 * resource, comment and person, the one that matches itemType is set (the others are null); the owning service
 * resolves it, and null there means the item is gone.
 */
@ObjectType('ReportedItem')
export class ReportedItemType {
  @Field(() => String) itemType!: string;
  @Field(() => ID) itemId!: string;
  @Field(() => Int, { description: 'How many open reports it has.' }) reportCount!: number;
  @Field(() => Date, { description: 'When the newest of them was made.' }) latestAt!: Date;
  @Field(() => [ReportType], { description: 'Its open reports, newest first, at most 20.' })
  reports!: ReportType[];
  @Field(() => ChallengeReferenceType, { nullable: true }) challenge!: ChallengeReferenceType | null;
  @Field(() => TeamReferenceType, { nullable: true }) team!: TeamReferenceType | null;
  @Field(() => ProjectReferenceType, { nullable: true }) project!: ProjectReferenceType | null;
  @Field(() => ResourceReferenceType, { nullable: true }) resource!: ResourceReferenceType | null;
  @Field(() => CommentReferenceType, { nullable: true }) comment!: CommentReferenceType | null;
  /** `person` (the reported person, null when gone) is resolved by ModerationResolver. */
}

@ObjectType('ReportedItemConnection')
export class ReportedItemConnection extends Connection(ReportedItemType) {}

/** One entry of the staff audit log: never edited (docs/product.md §14.2). */
@ObjectType('ModerationAction')
export class ModerationActionType {
  @Field(() => ID) id!: string;
  @Field(() => String, {
    description:
      'hide, restore, suspend, lift, dismiss, verify_mentor, unverify_mentor or create_cohort_code',
  })
  action!: string;
  @Field(() => String, { nullable: true }) itemType!: string | null;
  @Field(() => ID, { nullable: true }) itemId!: string | null;
  @Field(() => String, { nullable: true }) reason!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => String, { description: 'More about it, as a JSON object (e.g. until, count, title).' })
  details!: string;
  /** Not in GraphQL: who did it. */
  actorId!: string;
  /** Not in GraphQL: whom it concerns. */
  subjectUserId!: string | null;
}

@ObjectType('ModerationActionConnection')
export class ModerationActionConnection extends Connection(ModerationActionType) {}

/** What staff see of a person's past with moderation (staff only). */
@ObjectType('ModerationHistory')
export class ModerationHistoryType {
  @Field(() => Int, { description: 'How often staff hid something of theirs.' }) hiddenCount!: number;
  @Field(() => Int, { description: 'How often they were suspended.' }) suspensionCount!: number;
  @Field(() => Int, { description: 'How many reports were made about them as a person.' })
  reportCount!: number;
  @Field(() => Date, {
    nullable: true,
    description: 'The end of the suspension in force; null when none or for good.',
  })
  suspendedUntil!: Date | null;
  @Field(() => Boolean, { description: 'A suspension for good is in force.' }) suspendedForGood!: boolean;
  @Field(() => String, { nullable: true, description: 'The reason of the suspension in force.' })
  suspensionReason!: string | null;
  @Field(() => [ModerationActionType], { description: 'The newest 10 staff actions about them.' })
  recent!: ModerationActionType[];
}
