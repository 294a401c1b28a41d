import { gql, type TypedDocumentNode } from '@apollo/client';

/**
 * Fields of other subgraphs the dashboard reads. Each is its own operation: if a field is not in the
 * supergraph yet, or its service is down, only that card falls back to its empty state.
 */
export interface ResourceSummary {
  id: string;
  title: string;
  type: string;
  url: string;
  provider: string | null;
  difficulty: string;
  duration: string | null;
}
export const RESOURCES_QUERY: TypedDocumentNode<{ resources: ResourceSummary[] }, Record<string, never>> = gql`
  query Resources {
    resources {
      id
      title
      type
      url
      provider
      difficulty
      duration
    }
  }
`;

export interface FeaturedProject {
  id: string;
  title: string;
  likes: number;
  teamId: string;
  team: { id: string; name: string } | null;
}
export const FEATURED_PROJECTS_QUERY: TypedDocumentNode<{ featuredProjects: FeaturedProject[] }, Record<string, never>> = gql`
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
`;
