import { Directive, Field, ID, Int, ObjectType } from '@nestjs/graphql';

/**
 * The challenges subgraph's `Challenge` entity, to which teams contributes `teamCount`. Resolvable here by its key:
 * the router asks this subgraph for the team count of challenges it got from challenges, and a team's
 * `challenge` is this reference (title and the rest come from challenges).
 */
@ObjectType('Challenge')
@Directive('@key(fields: "id")')
export class ChallengeType {
  @Field(() => ID) id!: string;
  @Field(() => Int, { description: 'How many teams work on the challenge.' }) teamCount!: number;
}

export const challengeReference = (id: string) => ({ __typename: 'Challenge' as const, id });
