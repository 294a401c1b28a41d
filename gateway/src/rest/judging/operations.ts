import { graphql } from '../../graphql-types/gql.js';

// The GraphQL documents of judging, awards and People's Choice (docs/product.md §17).

export const restJudgingFragment = graphql(`
  fragment RestJudging on Judging {
    programmeId
    judgesPerProject
    assignedAt
    publishedAt
    judgeIds
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

export const restAwardFragment = graphql(`
  fragment RestAward on ProgrammeAward {
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

export const restResultsFragment = graphql(`
  fragment RestResults on ProgrammeResults {
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
      criteria {
        key
        raw
        normalised
      }
    }
    awards {
      ...RestAward
    }
  }
`);

export const programmeJudging = graphql(`
  query ProgrammeJudging($programmeId: ID!) {
    programmeJudging(programmeId: $programmeId) {
      ...RestJudging
    }
  }
`);

export const addProgrammeJudge = graphql(`
  mutation AddProgrammeJudge($programmeId: ID!, $userId: ID!) {
    addProgrammeJudge(programmeId: $programmeId, userId: $userId) {
      ...RestJudging
    }
  }
`);

export const assignJudging = graphql(`
  mutation AssignJudging($programmeId: ID!, $judgesPerProject: Int) {
    assignJudging(programmeId: $programmeId, judgesPerProject: $judgesPerProject) {
      ...RestJudging
    }
  }
`);

export const myJudgingQueue = graphql(`
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
      rubric {
        key
        name
        nameDe
        weight
      }
    }
  }
`);

export const scoreProject = graphql(`
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

export const publishResults = graphql(`
  mutation PublishResults($programmeId: ID!, $early: Boolean) {
    publishResults(programmeId: $programmeId, early: $early) {
      ...RestResults
    }
  }
`);

export const programmeResults = graphql(`
  query ProgrammeResults($programmeId: ID!) {
    programmeResults(programmeId: $programmeId) {
      ...RestResults
    }
  }
`);

export const programmeAwards = graphql(`
  query ProgrammeAwards($programmeId: ID!) {
    programmeAwards(programmeId: $programmeId) {
      ...RestAward
    }
  }
`);

export const voteForProject = graphql(`
  mutation VoteForProject($programmeId: ID!, $projectId: ID!) {
    voteForProject(programmeId: $programmeId, projectId: $projectId)
  }
`);

export const programmeVotes = graphql(`
  query ProgrammeVotes($programmeId: ID!) {
    programmeVotes(programmeId: $programmeId) {
      projectId
      votes
    }
  }
`);

export const moveJudgingAssignment = graphql(`
  mutation MoveJudgingAssignment($programmeId: ID!, $input: MoveJudgingAssignmentInput!) {
    moveJudgingAssignment(programmeId: $programmeId, input: $input) {
      ...RestJudging
    }
  }
`);

export const setJudgingRubric = graphql(`
  mutation SetJudgingRubric($programmeId: ID!, $criteria: [JudgingCriterionInput!]!) {
    setJudgingRubric(programmeId: $programmeId, criteria: $criteria) {
      ...RestJudging
    }
  }
`);

export const setProgrammeAwards = graphql(`
  mutation SetProgrammeAwards($programmeId: ID!, $awards: [ProgrammeAwardInput!]!) {
    setProgrammeAwards(programmeId: $programmeId, awards: $awards) {
      ...RestJudging
    }
  }
`);
