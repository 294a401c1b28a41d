import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';
import type { ChallengeView } from './challenge.mapper.js';

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
  @Field(() => String) status!: string;
  @Field(() => [String]) tags!: string[];
  @Field(() => ID, { description: 'The id of the user who created the challenge.' }) createdBy!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

export function toChallengeType(challenge: ChallengeView): ChallengeType {
  return Object.assign(new ChallengeType(), {
    ...challenge,
    tags: [...challenge.tags],
    createdAt: new Date(challenge.createdAt),
    updatedAt: new Date(challenge.updatedAt),
  });
}
