import { gql, type TypedDocumentNode } from '@apollo/client';
import { TEAM_MEMBER_FIELDS, type TeamMember } from './teams';

/** A learning resource (showcase subgraph). */
export interface Resource {
  id: string;
  title: string;
  description: string | null;
  type: string;
  url: string;
  provider: string | null;
  difficulty: string;
  tags: string[];
  duration: string | null;
  createdAt: string;
}

export const LEARNING_RESOURCES_QUERY: TypedDocumentNode<{ resources: Resource[] }, Record<string, never>> = gql`
  query LearningResources {
    resources {
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
`;

export interface CreateResourceVariables {
  input: { title: string; description?: string; type: string; url: string; provider?: string; difficulty: string; duration?: string };
}
export const CREATE_RESOURCE_MUTATION: TypedDocumentNode<{ createResource: { id: string } }, CreateResourceVariables> = gql`
  mutation CreateResource($input: CreateResourceInput!) {
    createResource(input: $input) {
      id
    }
  }
`;

/** A showcased project; `team` is resolved by the teams subgraph and may be null when it is down. */
export interface Project {
  id: string;
  title: string;
  description: string;
  teamId: string;
  team: { id: string; name: string; members: TeamMember[] } | null;
  challengeId: string | null;
  status: string;
  repositoryUrl: string | null;
  demoUrl: string | null;
  imageUrl: string | null;
  likes: number;
  likedByMe: boolean;
  views: number;
  tags: string[];
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

const PROJECT_FIELDS = gql`
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
  ${TEAM_MEMBER_FIELDS}
`;

export const PROJECTS_QUERY: TypedDocumentNode<{ projects: Project[] }, Record<string, never>> = gql`
  query Projects {
    projects {
      ...ProjectFields
    }
  }
  ${PROJECT_FIELDS}
`;

export const SHOWCASE_FEATURED_QUERY: TypedDocumentNode<{ featuredProjects: Project[] }, Record<string, never>> = gql`
  query ShowcaseFeaturedProjects {
    featuredProjects {
      ...ProjectFields
    }
  }
  ${PROJECT_FIELDS}
`;

export interface ShowcaseStats {
  projects: number;
  totalLikes: number;
  views: number;
  teams: number;
}
export const SHOWCASE_STATS_QUERY: TypedDocumentNode<{ showcaseStats: ShowcaseStats }, Record<string, never>> = gql`
  query ShowcaseStats {
    showcaseStats {
      projects
      totalLikes
      views
      teams
    }
  }
`;

export interface CreateProjectVariables {
  input: { title: string; description: string; teamId: string; status: 'showcased'; repositoryUrl?: string; demoUrl?: string; imageUrl?: string };
}
export const CREATE_PROJECT_MUTATION: TypedDocumentNode<{ createProject: { id: string } }, CreateProjectVariables> = gql`
  mutation CreateProject($input: CreateProjectInput!) {
    createProject(input: $input) {
      id
    }
  }
`;

/** Toggles the caller's like; the answer carries the exact count and whether the caller likes it now. */
export const LIKE_PROJECT_MUTATION: TypedDocumentNode<{ likeProject: { __typename?: 'Project'; id: string; likes: number; likedByMe: boolean } }, { id: string }> = gql`
  mutation LikeProject($id: ID!) {
    likeProject(id: $id) {
      id
      likes
      likedByMe
    }
  }
`;

export const RECORD_PROJECT_VIEW_MUTATION: TypedDocumentNode<{ recordProjectView: { id: string; views: number } }, { id: string }> = gql`
  mutation RecordProjectView($id: ID!) {
    recordProjectView(id: $id) {
      id
      views
    }
  }
`;
