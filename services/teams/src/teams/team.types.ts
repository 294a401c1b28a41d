import { Directive, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { TeamView } from './team.mapper.js';

/** GraphQL `Team` entity (federation key `id`); showcase refers to a project's team through it. */
@ObjectType('Team')
@Directive('@key(fields: "id")')
export class TeamType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => ID, { nullable: true, description: 'The challenge the team works on, if any.' }) challengeId!:
    string | null;
  @Field(() => ID, { description: 'The id of the user who leads the team.' }) leaderId!: string;
  @Field(() => Int, { description: 'Between 2 and 6.' }) maxMembers!: number;
  @Field(() => String, { description: 'forming, active or completed' }) status!: string;
  @Field(() => Int, { description: 'How many members the team has, the leader included.' })
  memberCount!: number;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

export function toTeamType(team: TeamView): TeamType {
  return Object.assign(new TeamType(), {
    ...team,
    createdAt: new Date(team.createdAt),
    updatedAt: new Date(team.updatedAt),
  });
}
