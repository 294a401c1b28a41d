import { graphql } from './generated';
import type { PersonPageQuery } from './generated/graphql';

/** One person with everything their page shows (docs/product.md: the person page), in one operation. */
export type PersonPageData = PersonPageQuery;

/**
 * The person (identity), their badges (achievements and programme awards) and, for a mentor, their availability (identity), teams (teams) and projects
 * (showcase), and the challenges they created.
 */
export const PERSON_PAGE_QUERY = graphql(`
  query PersonPage($id: ID!) {
    user(id: $id) {
      id
      firstName
      lastName
      profileImageUrl
      role
      skills
      interests
      bio
      currentRole
      company
      mentorVerified
      mentorAvailability {
        ...MentorAvailabilityFields
      }
      achievements {
        id
        key
        title
        description
      }
      programmeBadges {
        id
        kind
        name
        description
      }
      teams {
        id
        name
        status
      }
      projects {
        id
        title
      }
    }
    challenges(createdBy: $id, first: 50) {
      nodes {
        id
        title
        status
      }
      totalCount
    }
  }
`);
