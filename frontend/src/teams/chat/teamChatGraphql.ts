import { graphql } from '../../graphql/generated';
import type { TeamChatMessageFieldsFragment } from '../../graphql/generated/graphql';

/** A message of a team's chat as the chat shows it (docs/product.md §11.6). */
export type TeamChatMessage = TeamChatMessageFieldsFragment;

export const TEAM_CHAT_MESSAGE_FIELDS = graphql(`
  fragment TeamChatMessageFields on TeamMessage {
    id
    teamId
    authorId
    author {
      id
      firstName
      lastName
      profileImageUrl
    }
    body
    createdAt
    editedAt
    deleted
    hidden
    hiddenReason
    canEdit
  }
`);

/** A page of the team's chat, newest first; `after` pages to older messages. */
export const TEAM_MESSAGES_QUERY = graphql(`
  query TeamChatMessages($teamId: ID!, $first: Int, $after: String) {
    teamMessages(teamId: $teamId, first: $first, after: $after) {
      nodes {
        ...TeamChatMessageFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

/** The signed-in person's unread messages per team (the Chat buttons and the navigation's Teams). */
export const MY_TEAM_CHAT_UNREAD_QUERY = graphql(`
  query MyTeamChatUnread {
    myTeamChatUnread {
      teamId
      unread
    }
  }
`);

export const POST_TEAM_MESSAGE_MUTATION = graphql(`
  mutation PostTeamChatMessage($teamId: ID!, $input: TeamMessageInput!) {
    postTeamMessage(teamId: $teamId, input: $input) {
      ...TeamChatMessageFields
    }
  }
`);

export const EDIT_TEAM_MESSAGE_MUTATION = graphql(`
  mutation EditTeamChatMessage($id: ID!, $teamId: ID!, $input: TeamMessageInput!) {
    editTeamMessage(id: $id, teamId: $teamId, input: $input) {
      ...TeamChatMessageFields
    }
  }
`);

export const DELETE_TEAM_MESSAGE_MUTATION = graphql(`
  mutation DeleteTeamChatMessage($id: ID!, $teamId: ID!) {
    deleteTeamMessage(id: $id, teamId: $teamId) {
      ...TeamChatMessageFields
    }
  }
`);

export const MARK_TEAM_CHAT_READ_MUTATION = graphql(`
  mutation MarkTeamChatReadNow($teamId: ID!) {
    markTeamChatRead(teamId: $teamId) {
      teamId
      unread
    }
  }
`);

export const HIDE_TEAM_MESSAGE_MUTATION = graphql(`
  mutation SetTeamChatMessageHidden($id: ID!, $hidden: Boolean!, $reason: String) {
    setTeamMessageHidden(id: $id, hidden: $hidden, reason: $reason) {
      ...TeamChatMessageFields
    }
  }
`);

/** The queries a chat's live signal (SOCKET_EVENTS.teamChat) makes stale. */
export const TEAM_CHAT_LISTS = ['TeamChatMessages', 'MyTeamChatUnread'] as const;
