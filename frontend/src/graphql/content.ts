/**
 * Fields of other subgraphs the dashboard reads. Each is its own operation: if a field is not in the
 * supergraph yet, or its service is down, only that card falls back to its empty state.
 */
import { graphql } from '../gql';

export const RESOURCES_QUERY = graphql(`
  query Resources {
    resources {
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
  query FeaturedProjects {
    featuredProjects {
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
