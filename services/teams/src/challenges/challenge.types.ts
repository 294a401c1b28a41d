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
  // Nullable: a field one subgraph adds to another's entity answers null (with an error at its path) while this
  // subgraph is down, and the challenges keep their other fields (the fault suite, docs/reliability.md).
  @Field(() => Int, {
    nullable: true,
    description: 'How many teams work on the challenge (null while the teams service cannot answer).',
  })
  teamCount!: number | null;
}

export const challengeReference = (id: string) => ({ __typename: 'Challenge' as const, id });
