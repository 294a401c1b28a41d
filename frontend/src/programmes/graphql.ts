import { graphql } from '../graphql/generated';
import type {
  ProgrammeAnnouncementsQuery,
  ProgrammeCohortMembersQuery,
  ProgrammeCohortTeamsQuery,
  ProgrammeDetailsFieldsFragment,
  StaffProgrammesQuery,
} from '../graphql/generated/graphql';

/**
 * The operations of programmes (programmes service): the staff's list and creation, a programme's cohort view for
 * its organisers, joining and choosing one. Only the staff page, the cohort view and Settings load them.
 */

export type ProgrammeDetails = ProgrammeDetailsFieldsFragment;
export type StaffProgramme = StaffProgrammesQuery['programmes']['nodes'][number];
export type CohortMember = ProgrammeCohortMembersQuery['programmeMembers']['nodes'][number];
export type CohortTeam = ProgrammeCohortTeamsQuery['programmeTeams']['nodes'][number];
export type ProgrammeAnnouncement = ProgrammeAnnouncementsQuery['programmeAnnouncements']['nodes'][number];

/** A programme with its calendar, as the cohort view and its calendar form show it. */
export const PROGRAMME_DETAILS_FIELDS = graphql(`
  fragment ProgrammeDetailsFields on Programme {
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
    createdAt
    updatedAt
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
  }
`);

/** Staff only: every programme, newest first. */
export const STAFF_PROGRAMMES_QUERY = graphql(`
  query StaffProgrammes($first: Int, $after: String) {
    programmes(first: $first, after: $after) {
      nodes {
        id
        name
        nameDe
        currentPhase
        memberCount
        joinCode
        createdAt
        organisers {
          id
          firstName
          lastName
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

/** One programme for its cohort view; NOT_FOUND for an unknown one. */
export const PROGRAMME_DETAILS_QUERY = graphql(`
  query ProgrammeDetails($id: ID!) {
    programme(id: $id) {
      ...ProgrammeDetailsFields
    }
  }
`);

/** A programme's members (organisers and staff only; FORBIDDEN else), with their team's milestones. */
export const PROGRAMME_COHORT_MEMBERS_QUERY = graphql(`
  query ProgrammeCohortMembers($programmeId: ID!, $filter: String, $first: Int, $after: String) {
    programmeMembers(programmeId: $programmeId, filter: $filter, first: $first, after: $after) {
      nodes {
        userId
        joinedAt
        isMentor
        lastActiveOn
        startedBrainstorm
        user {
          id
          firstName
          lastName
          profileImageUrl
        }
        team {
          id
          name
          projectId
          projectTitle
          progress
          milestones {
            key
            done
          }
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

/** A programme's teams, oldest first, with members, mentors and milestones. */
export const PROGRAMME_COHORT_TEAMS_QUERY = graphql(`
  query ProgrammeCohortTeams($programmeId: ID!, $first: Int, $after: String) {
    programmeTeams(programmeId: $programmeId, first: $first, after: $after) {
      nodes {
        id
        name
        progress
        projectId
        projectTitle
        milestones {
          key
          done
        }
        members {
          id
          firstName
          lastName
          profileImageUrl
        }
        mentors {
          id
          firstName
          lastName
          profileImageUrl
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

/** A programme's announcements, newest first. */
export const PROGRAMME_ANNOUNCEMENTS_QUERY = graphql(`
  query ProgrammeAnnouncements($programmeId: ID!, $first: Int, $after: String) {
    programmeAnnouncements(programmeId: $programmeId, first: $first, after: $after) {
      nodes {
        id
        title
        body
        audience
        recipientCount
        createdAt
        author {
          id
          firstName
          lastName
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

/** Staff create a programme; BAD_USER_INPUT names the field that breaks a calendar rule. */
export const CREATE_PROGRAMME_MUTATION = graphql(`
  mutation CreateProgramme($input: CreateProgrammeInput!) {
    createProgramme(input: $input) {
      id
      name
      nameDe
      joinCode
    }
  }
`);

/** Its organisers change a programme: the fields given, from the version loaded (CONFLICT when stale). */
export const UPDATE_PROGRAMME_MUTATION = graphql(`
  mutation UpdateProgramme($id: ID!, $input: UpdateProgrammeInput!) {
    updateProgramme(id: $id, input: $input) {
      ...ProgrammeDetailsFields
    }
  }
`);

/** Staff or an organiser name another organiser. */
export const ADD_PROGRAMME_ORGANISER_MUTATION = graphql(`
  mutation AddProgrammeOrganiser($programmeId: ID!, $userId: ID!) {
    addProgrammeOrganiser(programmeId: $programmeId, userId: $userId) {
      id
      organisers {
        id
        firstName
        lastName
      }
    }
  }
`);

/** People by the start of their name: whom staff may name organiser. */
export const ORGANISER_CANDIDATES_QUERY = graphql(`
  query OrganiserCandidates($search: String!) {
    people(search: $search) {
      id
      firstName
      lastName
      profileImageUrl
      role
    }
  }
`);

/** Joins the programme of a code and makes it the person's current one (an unknown code: BAD_USER_INPUT on code). */
export const JOIN_PROGRAMME_MUTATION = graphql(`
  mutation JoinProgramme($code: String!) {
    joinProgramme(code: $code) {
      id
      name
      nameDe
    }
  }
`);

/** The person chooses the programme they work in now. */
export const CHOOSE_PROGRAMME_MUTATION = graphql(`
  mutation ChooseProgramme($programmeId: ID!) {
    chooseProgramme(programmeId: $programmeId) {
      id
      name
      nameDe
    }
  }
`);

/** An organiser's announcement to their programme. */
export const POST_ANNOUNCEMENT_MUTATION = graphql(`
  mutation PostAnnouncement($programmeId: ID!, $input: AnnouncementInput!) {
    postAnnouncement(programmeId: $programmeId, input: $input) {
      id
      recipientCount
    }
  }
`);
