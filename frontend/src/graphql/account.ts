import { graphql } from './generated';
import type { MySessionsQuery } from './generated/graphql';

/** One signed-in browser of the person (identity): never the session's own id, only an opaque one. */
export type AccountSession = MySessionsQuery['mySessions'][number];

export const MY_SESSIONS_QUERY = graphql(`
  query MySessions {
    mySessions {
      id
      current
      browser
      network
      createdAt
      lastSeenAt
    }
  }
`);

export const CHANGE_PASSWORD_MUTATION = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

export const END_SESSION_MUTATION = graphql(`
  mutation EndSession($id: ID!) {
    endSession(id: $id)
  }
`);

export const END_OTHER_SESSIONS_MUTATION = graphql(`
  mutation EndOtherSessions {
    endOtherSessions
  }
`);

/** "Delete my account" (docs/product.md §15): the password and, as confirmation, the account's e-mail address. */
export const DELETE_MY_ACCOUNT_MUTATION = graphql(`
  mutation DeleteMyAccount($input: DeleteAccountInput!) {
    deleteMyAccount(input: $input)
  }
`);
