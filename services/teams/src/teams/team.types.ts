import { Directive, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { TEAM_MILESTONES, type TeamStatus } from '@creators/contracts';
import { Connection } from '@creators/platform';

/** A member of a team; `user` (name, image) is resolved by identity. */
@ObjectType('TeamMember')
export class TeamMemberType {
  @Field(() => ID) userId!: string;
  @Field(() => String, { description: 'leader or member' }) role!: string;
  @Field(() => Date) joinedAt!: Date;
}

/** One of a team's milestones (docs/product.md §16.3), reached or not. */
@ObjectType('TeamMilestone')
export class TeamMilestoneType {
  @Field(() => String, { description: `One of ${TEAM_MILESTONES.join(', ')}.` }) key!: string;
  @Field(() => Boolean, { description: 'The team has reached it.' }) done!: boolean;
}

/**
 * GraphQL `Team` entity (federation key `id`); showcase refers to a project's team through it. memberCount, members
 * and isMember are resolved from the team's memberships, loaded for every team of a request at once; milestones and
 * progress from the milestones stored on the team (TeamsResolver).
 */
@ObjectType('Team')
@Directive('@key(fields: "id")')
export class TeamType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => ID, { nullable: true, description: 'The challenge the team works on, if any.' }) challengeId!:
    string | null;
  @Field(() => ID, { description: 'The id of the user who leads the team.' }) leaderId!: string;
  @Field(() => ID, {
    nullable: true,
    description:
      'The programme it belongs to: its leader’s current programme when it was created; null for none.',
  })
  programmeId!: string | null;
  @Field(() => Int, { description: 'Between 2 and 6.' }) maxMembers!: number;
  @Field(() => String, { description: 'forming, active or completed' }) status!: TeamStatus;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { description: 'Send it back as expectedUpdatedAt when editing the team.' })
  updatedAt!: Date;
  @Field(() => Date, {
    nullable: true,
    description: 'When its leader last changed its name, description, size or challenge; null when never.',
  })
  editedAt!: Date | null;
  @Field(() => Boolean, {
    description:
      'Hidden by staff (docs/product.md §14): then only its members and staff see it, with hiddenReason.',
  })
  hidden!: boolean;
  /** Not a field here: TeamsResolver answers it, to the team's members and staff only. */
  hiddenReason!: string | null;
  /** Not in GraphQL as it is: the keys of the milestones reached (TeamsResolver answers milestones and progress). */
  reachedMilestones!: string[];
  /** Not in GraphQL: the members by joinedAt, when they were read with the team (after a change to it). */
  members?: TeamMemberType[];
}

/** A page of teams: `nodes`, `pageInfo`, `totalCount`. */
@ObjectType('TeamConnection')
export class TeamConnection extends Connection(TeamType) {}
