import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { Achievement } from '@creators/contracts';

@ObjectType('Achievement')
export class AchievementType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  /** The dashboard reads title: it is the name. */
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => String) icon!: string;
  @Field(() => String) category!: string;
  @Field(() => Int) points!: number;
  @Field(() => Date, { nullable: true }) earnedAt!: Date | null;
}

export function toAchievementType(achievement: Achievement): AchievementType {
  return Object.assign(new AchievementType(), { ...achievement, earnedAt: achievement.earnedAt ? new Date(achievement.earnedAt) : null });
}
