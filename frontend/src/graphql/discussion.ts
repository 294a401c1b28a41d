import { graphql } from './generated';
import type { DiscussionCommentFieldsFragment, DiscussionQuery } from './generated/graphql';

/** One comment as the discussion shows it (docs/product.md §11.4). */
export type DiscussionComment = DiscussionCommentFieldsFragment;
/** A top-level comment with its replies (one level deep). */
export type DiscussionThread = DiscussionQuery['comments']['nodes'][number];

export const DISCUSSION_COMMENT_FIELDS = graphql(`
  fragment DiscussionCommentFields on Comment {
    id
    subjectType
    subjectId
    parentId
    body
    deleted
    authorId
    createdAt
    updatedAt
    editedAt
    canEdit
    canDelete
    hidden
    hiddenReason
    author {
      id
      firstName
      lastName
      profileImageUrl
    }
  }
`);

/**
 * The discussion of a challenge or a project: its top-level comments, oldest first, a page at a time, each with its
 * replies; and how many comments it has in all (replies included), read from the challenge or the project.
 */
export const DISCUSSION_QUERY = graphql(`
  query Discussion(
    $subjectType: String!
    $subjectId: ID!
    $first: Int
    $after: String
    $isChallenge: Boolean!
    $isProject: Boolean!
  ) {
    comments(subjectType: $subjectType, subjectId: $subjectId, first: $first, after: $after) {
      nodes {
        ...DiscussionCommentFields
        replies {
          ...DiscussionCommentFields
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
    challenge(id: $subjectId) @include(if: $isChallenge) {
      id
      commentCount
    }
    project(id: $subjectId) @include(if: $isProject) {
      id
      commentCount
    }
  }
`);

/** A new comment, or a reply to a top-level comment (parentId). */
export const ADD_COMMENT_MUTATION = graphql(`
  mutation AddComment($input: AddCommentInput!) {
    addComment(input: $input) {
      ...DiscussionCommentFields
    }
  }
`);

/** Its author's edit, within the edit window. */
export const EDIT_COMMENT_MUTATION = graphql(`
  mutation EditComment($id: ID!, $input: EditCommentInput!) {
    editComment(id: $id, input: $input) {
      ...DiscussionCommentFields
    }
  }
`);

/** Its author's deletion: a comment with replies stays as 'deleted', one without leaves the list. */
export const DELETE_COMMENT_MUTATION = graphql(`
  mutation DeleteComment($id: ID!) {
    deleteComment(id: $id) {
      ...DiscussionCommentFields
    }
  }
`);
