import type { ProjectPageQuery } from '../gql/graphql';
import { graphql } from '../gql';

/** One project with everything its page shows (docs/product.md: the project page), in one operation. */
export type ProjectPageData = NonNullable<ProjectPageQuery['project']>;

export const PROJECT_PAGE_QUERY = graphql(`
  query ProjectPage($id: ID!) {
    project(id: $id) {
      id
      title
      description
      teamId
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
      editedAt
      canEdit
      team {
        id
        name
        challenge {
          id
          title
        }
        members {
          userId
          role
          user {
            id
            firstName
            lastName
            profileImageUrl
          }
        }
      }
    }
  }
`);

export const UPDATE_PROJECT_MUTATION = graphql(`
  mutation UpdateProject($id: ID!, $input: UpdateProjectInput!) {
    updateProject(id: $id, input: $input) {
      id
      title
      description
      repositoryUrl
      demoUrl
      imageUrl
      updatedAt
      editedAt
    }
  }
`);

export const REMOVE_PROJECT_MUTATION = graphql(`
  mutation RemoveProject($id: ID!) {
    removeProject(id: $id)
  }
`);
