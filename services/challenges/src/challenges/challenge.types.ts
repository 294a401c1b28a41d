import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';
import { Connection } from '@creators/platform';

/** GraphQL `Challenge` entity (federation key `id`); other subgraphs refer to a challenge by its id. */
@ObjectType('Challenge')
@Directive('@key(fields: "id")')
export class ChallengeType {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => String, { description: 'technology, sustainability, education, community or health' })
  category!: string;
  @Field(() => String, { description: 'beginner, intermediate or advanced' }) difficulty!: string;
  @Field(() => String, {
    description: 'active, closed (takes no new teams) or archived (off the lists, still answered by id)',
  })
  status!: string;
  @Field(() => [String]) tags!: string[];
  @Field(() => [String], {
    description: 'The insights of the brainstorm the challenge was published from; empty when none.',
  })
  validatedInsights!: string[];
  @Field(() => ID, { description: 'The id of the user who created the challenge.' }) createdBy!: string;
  @Field(() => ID, {
    nullable: true,
    description:
      'The programme it belongs to: its author’s current programme when it was published; null for none.',
  })
  programmeId!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, {
    description: 'The version an edit is made from (UpdateChallengeInput.expectedUpdatedAt).',
  })
  updatedAt!: Date;
  @Field(() => Date, {
    nullable: true,
    description: 'When its author last changed what it says (not its status); null when never.',
  })
  editedAt!: Date | null;
  @Field(() => Boolean, {
    description:
      'Hidden by staff (docs/product.md §14): then only its author and staff see it, with hiddenReason.',
  })
  hidden!: boolean;
  /** Not a field here: ChallengeModerationResolver answers it, to its author and staff only. */
  hiddenReason!: string | null;
}

/** A page of challenges: `nodes`, `pageInfo`, `totalCount`. */
@ObjectType('ChallengeConnection')
export class ChallengeConnection extends Connection(ChallengeType) {}
