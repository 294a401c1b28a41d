import { Directive, Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** A member of a team; `user` (name, image) is resolved by identity. */
@ObjectType('TeamMember')
export class TeamMemberType {
  @Field(() => ID) userId!: string;
  @Field(() => String, { description: 'leader or member' }) role!: string;
  @Field(() => Date) joinedAt!: Date;
}

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
  @Field(() => Int, {
    description:
      '0-100 from the team’s real state: 40 × members / maxMembers, +20 with a challenge, +20 when active or completed, +20 once a project was showcased.',
  })
  progress!: number;
  @Field(() => [TeamMemberType], { description: 'The leader first, then by joinedAt.' })
  members!: TeamMemberType[];
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}
