import { graphql } from '../graphql/generated';
import type {
  AwardFieldsFragment,
  JudgingFieldsFragment,
  MyJudgingQueueQuery,
  ResultsFieldsFragment,
} from '../graphql/generated/graphql';

/**
 * The operations of judging, results and People's Choice (programmes service, docs/product.md §17): the organisers'
 * judging tab, a judge's queue, a programme's results, the showcase's awards and the vote.
 */

export type Judging = JudgingFieldsFragment;
export type JudgingCriterion = Judging['rubric'][number];
export type QueueItem = MyJudgingQueueQuery['myJudgingQueue'][number];
export type Award = AwardFieldsFragment;
export type Results = ResultsFieldsFragment;
export type RankedProject = Results['ranking'][number];

/** A programme's judging as its organisers see it; every judging mutation answers it (cached by programmeId). */
export const JUDGING_FIELDS = graphql(`
  fragment JudgingFields on Judging {
    programmeId
    rubric {
      key
      name
      nameDe
      weight
    }
    awards {
      key
      name
      nameDe
      kind
      criterion
    }
    judgesPerProject
    assignedAt
    publishedAt
    judgeIds
    judges {
      id
      firstName
      lastName
      profileImageUrl
    }
    projects {
      projectId
      projectTitle
      teamId
      teamName
      judgeIds
      flagged
    }
  }
`);

export const PROGRAMME_JUDGING_QUERY = graphql(`
  query ProgrammeJudging($programmeId: ID!) {
    programmeJudging(programmeId: $programmeId) {
      ...JudgingFields
    }
  }
`);

/**
 * Whom an organiser may name judge: the programme's members (the first 50, in the order they joined; the Members tab's
 * 'Make judge' reaches every member).
 */
export const JUDGE_CANDIDATES_QUERY = graphql(`
  query JudgeCandidates($programmeId: ID!) {
    programmeMembers(programmeId: $programmeId, first: 50) {
      nodes {
        userId
        isMentor
        user {
          id
          firstName
          lastName
        }
      }
      totalCount
    }
  }
`);

export const ADD_PROGRAMME_JUDGE_MUTATION = graphql(`
  mutation AddProgrammeJudge($programmeId: ID!, $userId: ID!) {
    addProgrammeJudge(programmeId: $programmeId, userId: $userId) {
      ...JudgingFields
    }
  }
`);

/** After the submission deadline (CONFLICT with the date before it). */
export const ASSIGN_JUDGING_MUTATION = graphql(`
  mutation AssignJudging($programmeId: ID!, $judgesPerProject: Int) {
    assignJudging(programmeId: $programmeId, judgesPerProject: $judgesPerProject) {
      ...JudgingFields
    }
  }
`);

export const MOVE_JUDGING_ASSIGNMENT_MUTATION = graphql(`
  mutation MoveJudgingAssignment($programmeId: ID!, $input: MoveJudgingAssignmentInput!) {
    moveJudgingAssignment(programmeId: $programmeId, input: $input) {
      ...JudgingFields
    }
  }
`);

/** Until the first score (CONFLICT after it). */
export const SET_JUDGING_RUBRIC_MUTATION = graphql(`
  mutation SetJudgingRubric($programmeId: ID!, $criteria: [JudgingCriterionInput!]!) {
    setJudgingRubric(programmeId: $programmeId, criteria: $criteria) {
      ...JudgingFields
    }
  }
`);

/** Until the results are published. */
export const SET_PROGRAMME_AWARDS_MUTATION = graphql(`
  mutation SetProgrammeAwards($programmeId: ID!, $awards: [ProgrammeAwardInput!]!) {
    setProgrammeAwards(programmeId: $programmeId, awards: $awards) {
      ...JudgingFields
    }
  }
`);

/** The projects assigned to the signed-in judge over every programme, oldest first (also: whether they judge). */
export const MY_JUDGING_QUEUE_QUERY = graphql(`
  query MyJudgingQueue {
    myJudgingQueue {
      programmeId
      programmeName
      judgingEndsAt
      projectId
      projectTitle
      teamName
      assignedAt
      scoredAt
      project {
        id
        description
        demoUrl
      }
      rubric {
        key
        name
        nameDe
        weight
      }
    }
  }
`);

/** The judge's own score of a project (cached by projectId, so that saving shows at once). */
export const MY_SCORE_QUERY = graphql(`
  query MyScore($projectId: ID!) {
    myScore(projectId: $projectId) {
      projectId
      criteria {
        key
        value
      }
      comment
      updatedAt
    }
  }
`);

/** Saving again replaces the judge's score. */
export const SCORE_PROJECT_MUTATION = graphql(`
  mutation ScoreProject($projectId: ID!, $criteria: [CriterionScoreInput!]!, $comment: String) {
    scoreProject(projectId: $projectId, criteria: $criteria, comment: $comment) {
      projectId
      criteria {
        key
        value
      }
      comment
      updatedAt
    }
  }
`);

export const AWARD_FIELDS = graphql(`
  fragment AwardFields on ProgrammeAward {
    key
    name
    nameDe
    kind
    criterion
    winner {
      projectId
      projectTitle
      teamId
      teamName
    }
  }
`);

export const RESULTS_FIELDS = graphql(`
  fragment ResultsFields on ProgrammeResults {
    programmeId
    publishedAt
    ranking {
      rank
      projectId
      projectTitle
      teamId
      teamName
      normalised
      raw
      spread
      judgeCount
      underJudged
      votes
    }
    awards {
      ...AwardFields
    }
  }
`);

/** The programme a results page is about: its name, whether the viewer organises it, its results date. */
export const RESULTS_PROGRAMME_QUERY = graphql(`
  query ResultsProgramme($id: ID!) {
    programme(id: $id) {
      id
      name
      nameDe
      timeZone
      resultsAt
      viewerIsOrganiser
    }
  }
`);

/** Published results for anyone signed in; before publication its organisers only (FORBIDDEN otherwise). */
export const PROGRAMME_RESULTS_QUERY = graphql(`
  query ProgrammeResults($programmeId: ID!) {
    programmeResults(programmeId: $programmeId) {
      ...ResultsFields
    }
  }
`);

/** Before the results date only with early: true. */
export const PUBLISH_RESULTS_MUTATION = graphql(`
  mutation PublishResults($programmeId: ID!, $early: Boolean) {
    publishResults(programmeId: $programmeId, early: $early) {
      ...ResultsFields
    }
  }
`);

/** A programme's awards for anyone signed in; their winners once published. */
export const PROGRAMME_AWARDS_QUERY = graphql(`
  query ProgrammeAwards($programmeId: ID!) {
    programmeAwards(programmeId: $programmeId) {
      ...AwardFields
    }
  }
`);

/** People's Choice votes per project, most first (organisers only). */
export const PROGRAMME_VOTES_QUERY = graphql(`
  query ProgrammeVotes($programmeId: ID!) {
    programmeVotes(programmeId: $programmeId) {
      projectId
      votes
    }
  }
`);

/** The programme of a project (null: none), for the vote on its page. */
export const PROJECT_PROGRAMME_QUERY = graphql(`
  query ProjectProgramme($id: ID!) {
    project(id: $id) {
      id
      programmeId
    }
  }
`);

/** When People's Choice is open: from the submission deadline until the Showcase phase ends. */
export const VOTE_WINDOW_QUERY = graphql(`
  query VoteWindow($programmeId: ID!) {
    programme(id: $programmeId) {
      id
      submissionDeadline
      phases {
        key
        startsAt
        endsAt
      }
    }
  }
`);

export const MY_VOTE_QUERY = graphql(`
  query MyVote($programmeId: ID!) {
    myVote(programmeId: $programmeId)
  }
`);

/** Voting again changes the vote. */
export const VOTE_FOR_PROJECT_MUTATION = graphql(`
  mutation VoteForProject($programmeId: ID!, $projectId: ID!) {
    voteForProject(programmeId: $programmeId, projectId: $projectId)
  }
`);
