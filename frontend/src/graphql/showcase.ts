import { graphql } from '../gql';
import type { LearningResourcesQuery, ProjectFieldsFragment, ShowcaseStatsQuery } from '../gql/graphql';

/** A learning resource (showcase subgraph). */
export type Resource = LearningResourcesQuery['resources']['nodes'][number];

/** A showcased project; `team` is resolved by the teams subgraph and may be null when it is down. */
export type Project = ProjectFieldsFragment;

export type ShowcaseStats = ShowcaseStatsQuery['showcaseStats'];

export const LEARNING_RESOURCES_QUERY = graphql(`
  query LearningResources {
    resources {
      nodes {
        id
        title
        description
        type
        url
        provider
        difficulty
        tags
        duration
        createdAt
      }
    }
  }
`);

export const CREATE_RESOURCE_MUTATION = graphql(`
  mutation CreateResource($input: CreateResourceInput!) {
    createResource(input: $input) {
      id
    }
  }
`);

export const PROJECT_FIELDS = graphql(`
  fragment ProjectFields on Project {
    id
    title
    description
    teamId
    team {
      id
      name
      members {
        ...TeamMemberFields
      }
    }
    challengeId
    status
    repositoryUrl
    demoUrl
    imageUrl
    likes
    likedByMe
    views
    tags
    createdBy
    createdAt
    updatedAt
  }
`);

export const PROJECTS_QUERY = graphql(`
  query Projects {
    projects {
      nodes {
        ...ProjectFields
      }
    }
  }
`);

export const SHOWCASE_FEATURED_QUERY = graphql(`
  query ShowcaseFeaturedProjects {
    featuredProjects {
      ...ProjectFields
    }
  }
`);

export const SHOWCASE_STATS_QUERY = graphql(`
  query ShowcaseStats {
    showcaseStats {
      projects
      totalLikes
      views
      teams
    }
  }
`);

export const CREATE_PROJECT_MUTATION = graphql(`
  mutation CreateProject($input: CreateProjectInput!) {
    createProject(input: $input) {
      id
    }
  }
`);

/**
 * Toggles the caller's like; the answer carries the exact count and whether the caller likes it now.
 * `__typename` is selected so that the optimistic answer is typed with it (the cache needs it).
 */
export const LIKE_PROJECT_MUTATION = graphql(`
  mutation LikeProject($id: ID!) {
    likeProject(id: $id) {
      __typename
      id
      likes
      likedByMe
    }
  }
`);

export const RECORD_PROJECT_VIEW_MUTATION = graphql(`
  mutation RecordProjectView($id: ID!) {
    recordProjectView(id: $id) {
      id
      views
    }
  }
`);
