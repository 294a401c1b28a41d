import { ArgsType, Directive, Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Connection, PageArgs } from '@creators/platform';

/** identity's `User` entity as this subgraph knows it: only its key (the router fetches names from identity). */
@ObjectType('User')
@Directive('@key(fields: "id", resolvable: false)')
export class UserReferenceType {
  @Field(() => ID) id!: string;
}
export const userReference = (id: string) => ({ __typename: 'User' as const, id });

@ObjectType('ProgrammePhaseWindow', { description: 'One of the four phases of a programme, with its dates.' })
export class PhaseWindowType {
  @Field(() => String, { description: 'identify, collaborate, prototype or showcase' }) key!: string;
  @Field(() => Date) startsAt!: Date;
  @Field(() => Date) endsAt!: Date;
}

@ObjectType('ProgrammeDate', { description: 'The next date of a programme still ahead.' })
export class NextDeadlineType {
  @Field(() => String, { description: 'phaseEnd, submission, judgingEnd or results' }) kind!: string;
  @Field(() => String, { nullable: true, description: 'The phase that ends (phaseEnd only).' })
  phase!: string | null;
  @Field(() => Date) at!: Date;
}

/**
 * GraphQL `Programme` (docs/product.md §16): a programme with its calendar. An entity (key `id`) so that other
 * subgraphs can refer to one.
 */
@ObjectType('Programme')
@Directive('@key(fields: "id")')
export class ProgrammeType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String, { nullable: true, description: 'The German name, when it has one.' }) nameDe!:
    string | null;
  @Field(() => String, { nullable: true }) descriptionDe!: string | null;
  @Field(() => String, { description: 'The IANA time zone its dates are shown in.' }) timeZone!: string;
  @Field(() => [PhaseWindowType]) phases!: PhaseWindowType[];
  @Field(() => Date) submissionDeadline!: Date;
  @Field(() => Date) judgingEndsAt!: Date;
  @Field(() => Date) resultsAt!: Date;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { description: 'Pass as expectedUpdatedAt to edit it.' }) updatedAt!: Date;
  /** Resolved fields: currentPhase, submissionsOpen, nextDeadline, joinCode, viewer flags, counts, organisers. */
  organiserIds!: string[];
  joinCodeValue!: string;
}

@ObjectType('ProgrammeConnection')
export class ProgrammeConnection extends Connection(ProgrammeType) {}

@ObjectType('MyProgramme', { description: 'A programme the signed-in person belongs to or organises.' })
export class MyProgrammeType {
  @Field(() => ProgrammeType) programme!: ProgrammeType;
  @Field(() => Boolean, { description: 'The one they work in now (their dashboard shows it).' })
  current!: boolean;
  @Field(() => Boolean) member!: boolean;
  @Field(() => Boolean) organiser!: boolean;
}

@InputType('ProgrammePhaseInput')
export class PhaseInput {
  @Field(() => String) key!: string;
  @Field(() => String, { description: 'ISO 8601 with an offset.' }) startsAt!: string;
  @Field(() => String) endsAt!: string;
}

/** GraphQL shape only; the rules are the contracts' createProgrammeSchema. */
@InputType('CreateProgrammeInput')
export class CreateProgrammeInput {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) nameDe?: string | null;
  @Field(() => String, { nullable: true }) descriptionDe?: string | null;
  @Field(() => [PhaseInput]) phases!: PhaseInput[];
  @Field(() => String) submissionDeadline!: string;
  @Field(() => String) judgingEndsAt!: string;
  @Field(() => String) resultsAt!: string;
  @Field(() => String) timeZone!: string;
}

/** GraphQL shape only; the rules are the contracts' updateProgrammeSchema (absent: unchanged; empty text: cleared). */
@InputType('UpdateProgrammeInput')
export class UpdateProgrammeInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) nameDe?: string | null;
  @Field(() => String, { nullable: true }) descriptionDe?: string | null;
  @Field(() => [PhaseInput], { nullable: true }) phases?: PhaseInput[] | null;
  @Field(() => String, { nullable: true }) submissionDeadline?: string | null;
  @Field(() => String, { nullable: true }) judgingEndsAt?: string | null;
  @Field(() => String, { nullable: true }) resultsAt?: string | null;
  @Field(() => String, { nullable: true }) timeZone?: string | null;
  @Field(() => String, { description: 'The updatedAt the edit was made from.' }) expectedUpdatedAt!: string;
}

@ArgsType()
export class ProgrammesArgs extends PageArgs {}

@ObjectType('ProgrammeMilestone')
export class MilestoneType {
  @Field(() => String, { description: 'members, challenge, mentorMeeting, project or submitted' })
  key!: string;
  @Field(() => Boolean) done!: boolean;
}

@ObjectType('ProgrammeTeam', { description: 'A team of a programme as its cohort view shows it.' })
export class ProgrammeTeamType {
  @Field(() => ID) id!: string;
  @Field(() => ID) programmeId!: string;
  @Field(() => String) name!: string;
  @Field(() => ID) leaderId!: string;
  @Field(() => [ID]) memberIds!: string[];
  @Field(() => [ID]) mentorIds!: string[];
  @Field(() => Int, { description: 'The share of milestones reached, in percent.' }) progress!: number;
  @Field(() => [MilestoneType]) milestones!: MilestoneType[];
  @Field(() => ID, { nullable: true }) projectId!: string | null;
  @Field(() => String, { nullable: true }) projectTitle!: string | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('ProgrammeTeamConnection')
export class ProgrammeTeamConnection extends Connection(ProgrammeTeamType) {}

@ObjectType('ProgrammeMember', { description: 'A member of a programme as its cohort view shows them.' })
export class ProgrammeMemberType {
  @Field(() => ID) userId!: string;
  @Field(() => Date) joinedAt!: Date;
  @Field(() => Boolean) isMentor!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'The last day (YYYY-MM-DD, UTC) they used the platform.',
  })
  lastActiveOn!: string | null;
  @Field(() => Boolean, { description: 'Whether they ever started a brainstorm with Isla.' })
  startedBrainstorm!: boolean;
  /** Resolved: their team in the programme (batched). */
  teamId!: string | null;
}

@ObjectType('ProgrammeMemberConnection')
export class ProgrammeMemberConnection extends Connection(ProgrammeMemberType) {}

@ArgsType()
export class ProgrammeMembersArgs extends PageArgs {
  @Field(() => ID) programmeId!: string;
  @Field(() => String, { nullable: true, description: 'no-team, no-project, inactive or mentors' })
  filter?: string | null;
}

@ArgsType()
export class ProgrammeTeamsArgs extends PageArgs {
  @Field(() => ID) programmeId!: string;
}
