import { graphql } from '../../graphql-types/gql.js';

// The GraphQL documents of the programmes' REST paths (docs/product.md §16).

export const restProgrammeFragment = graphql(`
  fragment RestProgramme on Programme {
    id
    name
    description
    nameDe
    descriptionDe
    timeZone
    phases {
      key
      startsAt
      endsAt
    }
    submissionDeadline
    judgingEndsAt
    resultsAt
    currentPhase
    submissionsOpen
    nextDeadline {
      kind
      phase
      at
    }
    joinCode
    viewerIsOrganiser
    memberCount
    organisers {
      id
    }
    createdAt
    updatedAt
  }
`);

export const programme = graphql(`
  query Programme($id: ID!) {
    programme(id: $id) {
      ...RestProgramme
    }
  }
`);

export const createProgramme = graphql(`
  mutation CreateProgramme($input: CreateProgrammeInput!) {
    createProgramme(input: $input) {
      ...RestProgramme
    }
  }
`);

export const updateProgramme = graphql(`
  mutation UpdateProgramme($id: ID!, $input: UpdateProgrammeInput!) {
    updateProgramme(id: $id, input: $input) {
      ...RestProgramme
    }
  }
`);

export const addProgrammeOrganiser = graphql(`
  mutation AddProgrammeOrganiser($programmeId: ID!, $userId: ID!) {
    addProgrammeOrganiser(programmeId: $programmeId, userId: $userId) {
      ...RestProgramme
    }
  }
`);

export const joinProgramme = graphql(`
  mutation JoinProgramme($code: String!) {
    joinProgramme(code: $code) {
      ...RestProgramme
    }
  }
`);

export const myProgrammes = graphql(`
  query MyProgrammes {
    myProgrammes {
      current
      member
      organiser
      programme {
        ...RestProgramme
      }
    }
  }
`);

export const restProgrammeMemberFragment = graphql(`
  fragment RestProgrammeMember on ProgrammeMember {
    userId
    user {
      id
      firstName
      lastName
    }
    joinedAt
    isMentor
    lastActiveOn
    startedBrainstorm
    team {
      id
      name
      progress
      milestones {
        key
        done
      }
      projectId
      projectTitle
      result {
        rank
        awards
        awardsDe
      }
    }
  }
`);

export const programmeMembers = graphql(`
  query ProgrammeMembers($programmeId: ID!, $filter: String, $first: Int, $after: String) {
    programmeMembers(programmeId: $programmeId, filter: $filter, first: $first, after: $after) {
      nodes {
        ...RestProgrammeMember
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

export const restProgrammeTeamFragment = graphql(`
  fragment RestProgrammeTeam on ProgrammeTeam {
    id
    name
    leaderId
    progress
    milestones {
      key
      done
    }
    projectId
    projectTitle
    createdAt
    members {
      id
      firstName
      lastName
    }
    mentors {
      id
      firstName
      lastName
    }
  }
`);

export const programmeTeams = graphql(`
  query ProgrammeTeams($programmeId: ID!, $first: Int, $after: String) {
    programmeTeams(programmeId: $programmeId, first: $first, after: $after) {
      nodes {
        ...RestProgrammeTeam
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

export const postAnnouncement = graphql(`
  mutation PostAnnouncement($programmeId: ID!, $input: AnnouncementInput!) {
    postAnnouncement(programmeId: $programmeId, input: $input) {
      id
      programmeId
      title
      body
      audience
      recipientCount
      createdAt
    }
  }
`);
