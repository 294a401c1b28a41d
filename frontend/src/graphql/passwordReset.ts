import { graphql } from './generated';

/** docs/product.md §13: whether the sign-in page offers "Forgot your password?" (false without mail). */
export const ACCOUNT_FEATURES_QUERY = graphql(`
  query AccountFeatures {
    accountFeatures {
      passwordReset
    }
  }
`);

/** Asks for a reset link: the answer is the same whether an account has the address or not. */
export const REQUEST_PASSWORD_RESET_MUTATION = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input)
  }
`);

/** Sets a new password with a link's token; every session of the person ends. */
export const RESET_PASSWORD_MUTATION = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);
