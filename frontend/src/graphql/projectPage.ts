import type { ProjectPageQuery } from './generated/graphql';
import { graphql } from './generated';

/** One project with everything its page shows (docs/product.md: the project page), in one operation. */
export type ProjectPageData = NonNullable<ProjectPageQuery['project']>;
/** A mentor's feedback on the project; its scores only for the team's members and mentors. */
export type ProjectPageFeedback = ProjectPageData['feedback'][number];

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
      hidden
      hiddenReason
      canGiveFeedback
      feedback {
        id
        mentorId
        mentor {
          id
          firstName
          lastName
          profileImageUrl
        }
        notes
        scores {
          problem
          solution
          prototype
          presentation
        }
        createdAt
        updatedAt
      }
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

/** A mentor of the project's team gives (or replaces) their feedback. */
export const GIVE_PROJECT_FEEDBACK_MUTATION = graphql(`
  mutation GiveProjectFeedback($projectId: ID!, $input: ProjectFeedbackInput!) {
    giveProjectFeedback(projectId: $projectId, input: $input) {
      id
      notes
      updatedAt
    }
  }
`);
