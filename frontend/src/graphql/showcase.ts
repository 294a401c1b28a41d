import { graphql } from './generated';
import type {
  LearningResourcesQuery,
  ProjectFieldsFragment,
  ResourceFieldsFragment,
  ShowcaseStatsQuery,
} from './generated/graphql';

/** A learning resource as its card shows it (showcase subgraph). */
export type Resource = ResourceFieldsFragment;

/** A resource of the list, with what its author needs to change it (product.md §11.2): version and rights. */
export type ListedResource = LearningResourcesQuery['resources']['nodes'][number];

/** A showcased project; `team` is resolved by the teams subgraph and may be null when it is down. */
export type Project = ProjectFieldsFragment;

export type ShowcaseStats = ShowcaseStatsQuery['showcaseStats'];

export const RESOURCE_FIELDS = graphql(`
  fragment ResourceFields on Resource {
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
    hidden
    hiddenReason
  }
`);

export const LEARNING_RESOURCES_QUERY = graphql(`
  query LearningResources($first: Int, $after: String, $search: String, $type: String, $level: String) {
    resources(first: $first, after: $after, search: $search, type: $type, level: $level) {
      nodes {
        ...ResourceFields
        updatedAt
        editedAt
        canEdit
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
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

/** Its author's edit (product.md §11.2): the version it was made from and the fields that changed. */
export const UPDATE_RESOURCE_MUTATION = graphql(`
  mutation UpdateResource($id: ID!, $input: UpdateResourceInput!) {
    updateResource(id: $id, input: $input) {
      ...ResourceFields
      updatedAt
      editedAt
      canEdit
    }
  }
`);

/** Its author removes it: it leaves the list (product.md §11.2). */
export const REMOVE_RESOURCE_MUTATION = graphql(`
  mutation RemoveResource($id: ID!) {
    removeResource(id: $id)
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

/** A page of showcased projects; the server filters (search, topic against the tags) and sorts (recent, popular). */
export const PROJECTS_QUERY = graphql(`
  query Projects($first: Int, $after: String, $search: String, $topic: String, $sort: String) {
    projects(first: $first, after: $after, search: $search, topic: $topic, sort: $sort) {
      nodes {
        ...ProjectFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

export const SHOWCASE_FEATURED_QUERY = graphql(`
  query ShowcaseFeaturedProjects($first: Int!) {
    featuredProjects(first: $first) {
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
    }
  }
`);

/**
 * The showcase's 'Teams' tile: the programme's teams, as many as the Teams page lists (the same query without
 * filters), not only those that showcased a project.
 */
export const PROGRAMME_TEAM_COUNT_QUERY = graphql(`
  query ProgrammeTeamCount {
    teams(first: 1) {
      totalCount
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
