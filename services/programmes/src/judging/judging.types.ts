import { Directive, Field, Float, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { UserReferenceType } from '../programmes/programme.types.js';

/** The showcase's `Project` entity as this subgraph knows it: only its key. */
@ObjectType('Project')
@Directive('@key(fields: "id", resolvable: false)')
export class ProjectReferenceType {
  @Field(() => ID) id!: string;
}
export const projectReference = (id: string) => ({ __typename: 'Project' as const, id });

@ObjectType('JudgingCriterion', { description: 'A criterion of a programme’s rubric, scored 1 to 5.' })
export class JudgingCriterionType {
  @Field(() => String) key!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) nameDe!: string | null;
  @Field(() => Int) weight!: number;
}

@ObjectType('AwardWinner')
export class AwardWinnerType {
  @Field(() => ID) projectId!: string;
  @Field(() => String) projectTitle!: string;
  @Field(() => ID) teamId!: string;
  @Field(() => String) teamName!: string;
  @Field(() => ProjectReferenceType, {
    nullable: true,
    description: 'Its page (null once hidden or removed).',
  })
  project!: ProjectReferenceType | null;
}

@ObjectType('ProgrammeAward')
export class AwardType {
  @Field(() => String) key!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) nameDe!: string | null;
  @Field(() => String, { description: 'criterion, overall or vote' }) kind!: string;
  @Field(() => String, { nullable: true, description: 'The criterion of a criterion award.' })
  criterion!: string | null;
  @Field(() => AwardWinnerType, {
    nullable: true,
    description: 'The winner, once the results are published (organisers: as it stands); null before.',
  })
  winner!: AwardWinnerType | null;
}

@ObjectType('JudgingProject', {
  description: 'A project submitted in time, with the judges it is assigned to.',
})
export class JudgingProjectType {
  @Field(() => ID) projectId!: string;
  @Field(() => String) projectTitle!: string;
  @Field(() => ID) teamId!: string;
  @Field(() => String) teamName!: string;
  @Field(() => [ID]) judgeIds!: string[];
  @Field(() => Boolean, { description: 'It could not get as many judges as asked without a conflict.' })
  flagged!: boolean;
}

@ObjectType('Judging', { description: "A programme's judging as its organisers see it." })
export class JudgingType {
  @Field(() => ID) programmeId!: string;
  @Field(() => [JudgingCriterionType]) rubric!: JudgingCriterionType[];
  @Field(() => [AwardType]) awards!: AwardType[];
  @Field(() => Int) judgesPerProject!: number;
  @Field(() => Date, { nullable: true }) assignedAt!: Date | null;
  @Field(() => Date, { nullable: true }) publishedAt!: Date | null;
  @Field(() => [ID]) judgeIds!: string[];
  @Field(() => [UserReferenceType]) judges!: UserReferenceType[];
  @Field(() => [JudgingProjectType]) projects!: JudgingProjectType[];
}

@ObjectType('JudgingQueueItem', { description: 'A project assigned to the signed-in judge.' })
export class JudgingQueueItemType {
  @Field(() => ID) programmeId!: string;
  @Field(() => String) programmeName!: string;
  @Field(() => Date) judgingEndsAt!: Date;
  @Field(() => ID) projectId!: string;
  @Field(() => String) projectTitle!: string;
  @Field(() => String) teamName!: string;
  @Field(() => Date) assignedAt!: Date;
  @Field(() => Date, {
    nullable: true,
    description: 'When they last saved their score; null: not scored yet.',
  })
  scoredAt!: Date | null;
  @Field(() => ProjectReferenceType, {
    nullable: true,
    description: 'Its page (null once hidden or removed).',
  })
  project!: ProjectReferenceType | null;
  @Field(() => [JudgingCriterionType], { description: 'The rubric to score it by.' })
  rubric!: JudgingCriterionType[];
}

@ObjectType('CriterionScore')
export class CriterionScoreType {
  @Field(() => String) key!: string;
  @Field(() => Int) value!: number;
}

@ObjectType('JudgeScore', { description: 'The signed-in judge’s own score of a project.' })
export class JudgeScoreType {
  @Field(() => ID) projectId!: string;
  @Field(() => [CriterionScoreType]) criteria!: CriterionScoreType[];
  @Field(() => String, { nullable: true }) comment!: string | null;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType('CriterionResult')
export class CriterionResultType {
  @Field(() => String) key!: string;
  @Field(() => Float, { nullable: true }) raw!: number | null;
  @Field(() => Float, { nullable: true }) normalised!: number | null;
}

@ObjectType('ProjectResult')
export class ProjectResultType {
  @Field(() => Int, { nullable: true, description: '1 for the best; null: no score.' }) rank!: number | null;
  @Field(() => ID) projectId!: string;
  @Field(() => String) projectTitle!: string;
  @Field(() => ID) teamId!: string;
  @Field(() => String) teamName!: string;
  @Field(() => Float, { nullable: true, description: 'Mean of its judges’ z-scores.' })
  normalised!: number | null;
  @Field(() => Float, { nullable: true, description: 'Mean weighted score, 1 to 5.' }) raw!: number | null;
  @Field(() => Float, { nullable: true, description: 'Highest minus lowest weighted score.' })
  spread!: number | null;
  @Field(() => Int) judgeCount!: number;
  @Field(() => Boolean, { description: 'Fewer scores than judges per project.' }) underJudged!: boolean;
  @Field(() => Int) votes!: number;
  @Field(() => [CriterionResultType]) criteria!: CriterionResultType[];
  @Field(() => ProjectReferenceType, {
    nullable: true,
    description: 'Its page (null once hidden or removed).',
  })
  project!: ProjectReferenceType | null;
}

@ObjectType('ProgrammeResults')
export class ResultsType {
  @Field(() => ID) programmeId!: string;
  @Field(() => Date, { nullable: true, description: 'null: not published (only organisers see this).' })
  publishedAt!: Date | null;
  @Field(() => [ProjectResultType]) ranking!: ProjectResultType[];
  @Field(() => [AwardType]) awards!: AwardType[];
}

@ObjectType('ProjectVotes')
export class ProjectVotesType {
  @Field(() => ID) projectId!: string;
  @Field(() => Int) votes!: number;
}

@InputType('CriterionScoreInput')
export class CriterionScoreInput {
  @Field(() => String) key!: string;
  @Field(() => Int) value!: number;
}

@InputType('JudgingCriterionInput')
export class JudgingCriterionInput {
  @Field(() => String) key!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) nameDe?: string | null;
  @Field(() => Int) weight!: number;
}

@InputType('ProgrammeAwardInput')
export class AwardInput {
  @Field(() => String) key!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) nameDe?: string | null;
  @Field(() => String) kind!: string;
  @Field(() => String, { nullable: true }) criterion?: string | null;
}

@InputType('MoveJudgingAssignmentInput')
export class MoveAssignmentInputType {
  @Field(() => ID) projectId!: string;
  @Field(() => ID) fromJudgeId!: string;
  @Field(() => ID) toJudgeId!: string;
}

@ObjectType('TeamResult', { description: "A team's place in its programme's published results." })
export class TeamResultType {
  @Field(() => Int, { nullable: true, description: '1 for the best; null: its project was not scored.' })
  rank!: number | null;
  @Field(() => [String], { description: 'The awards its project won, in English.' }) awards!: string[];
  @Field(() => [String], { description: 'The awards its project won, in German where named.' })
  awardsDe!: string[];
}
