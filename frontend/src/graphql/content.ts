/**
 * Fields of other subgraphs the dashboard reads. Each is its own operation: if a field is not in the
 * supergraph yet, or its service is down, only that card falls back to its empty state.
 */
import { graphql } from './generated';

export const RESOURCES_QUERY = graphql(`
  query Resources($first: Int!) {
    resources(first: $first) {
      nodes {
        id
        title
        type
        url
        provider
        difficulty
        duration
      }
    }
  }
`);

export const FEATURED_PROJECTS_QUERY = graphql(`
  query FeaturedProjects($first: Int!) {
    featuredProjects(first: $first) {
      id
      title
      likes
      teamId
      team {
        id
        name
      }
    }
  }
`);

/** 'Your Progress' (product.md §4.6): whether the person published a challenge, counted in SQL, not downloaded. */
export const CREATED_CHALLENGE_COUNT_QUERY = graphql(`
  query CreatedChallengeCount($me: ID!) {
    challenges(createdBy: $me, first: 1) {
      totalCount
    }
  }
`);

/** 'Your Progress': the showcased projects of the person or of their teams, counted. */
export const MY_PROJECT_COUNT_QUERY = graphql(`
  query MyProjectCount {
    projects(mine: true, first: 1) {
      totalCount
    }
  }
`);
