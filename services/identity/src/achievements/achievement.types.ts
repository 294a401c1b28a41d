import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { Connection } from '@creators/platform';

@ObjectType('Achievement')
export class AchievementType {
  @Field(() => ID) id!: string;
  @Field(() => String, {
    description: 'Stable badge key (first-challenge, first-team, ...); the front end translates by it.',
  })
  key!: string;
  @Field(() => String) name!: string;
  /** The dashboard reads title: it is the name. */
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => String) icon!: string;
  @Field(() => String) category!: string;
  @Field(() => Int) points!: number;
  @Field(() => Date, { nullable: true }) earnedAt!: Date | null;
}

/** A page of the caller's badges: `nodes`, `pageInfo`, `totalCount` (the number of badges earned). */
@ObjectType('AchievementConnection')
export class AchievementConnection extends Connection(AchievementType) {}
