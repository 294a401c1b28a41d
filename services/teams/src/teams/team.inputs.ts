import { Field, ID, InputType, Int } from '@nestjs/graphql';

/** GraphQL shape only; the rules are the contracts' createTeamSchema. */
@InputType('CreateTeamInput')
export class CreateTeamInput {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Int, { nullable: true }) maxMembers?: number | null;
  @Field(() => String, { nullable: true }) status?: string | null;
  @Field(() => ID, { nullable: true }) challengeId?: string | null;
}

/** GraphQL shape only; the rules are the contracts' teamInvitationSchema. */
@InputType('TeamInvitationInput')
export class TeamInvitationInput {
  @Field(() => ID) userId!: string;
  @Field(() => ID, { nullable: true }) teamId?: string | null;
}

/** GraphQL shape only; the rules are the contracts' updateTeamSchema (empty description or challengeId clears it). */
@InputType('UpdateTeamInput')
export class UpdateTeamInput {
  @Field(() => String, {
    description: 'The updatedAt of the team as it was loaded (a stale edit is refused).',
  })
  expectedUpdatedAt!: string;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Int, { nullable: true }) maxMembers?: number | null;
  @Field(() => String, { nullable: true, description: 'forming, active or completed' }) status?:
    string | null;
  @Field(() => ID, { nullable: true, description: 'A challenge id; empty text unlinks the challenge.' })
  challengeId?: string | null;
}
