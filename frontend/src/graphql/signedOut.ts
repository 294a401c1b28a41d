import type {
  AccountFeaturesQuery,
  LoginInput,
  LoginMutation,
  MeQuery,
  RegisterInput,
  RegisterMutation,
  RequestPasswordResetInput,
  ResetPasswordInput,
} from './generated/graphql';
import type { Operation } from './request';

export type { Operation };

/**
 * The operations of the signed-out pages (product.md §2, §13), sent as text by graphql/request: the same documents
 * as identity.ts and passwordReset.ts declare for the code generator (signedOut.test.ts compares them), without
 * GraphQL's client or the generated module of every feature.
 */
const SESSION_USER_FIELDS = `fragment SessionUserFields on User {
  id
  email
  firstName
  lastName
  profileImageUrl
  role
  skills
  interests
  bio
  experience
  yearsExperience
  currentRole
  company
  isStaff
  language
}`;

export const ME: Operation = {
  name: 'Me',
  text: `query Me { me { ...SessionUserFields } }\n${SESSION_USER_FIELDS}`,
};
export type MeData = MeQuery;

export const LOGIN: Operation = {
  name: 'Login',
  text: `mutation Login($input: LoginInput!) { login(input: $input) { ...SessionUserFields } }\n${SESSION_USER_FIELDS}`,
};
export type LoginData = LoginMutation;
export type LoginVariables = { input: LoginInput };

export const REGISTER: Operation = {
  name: 'Register',
  text: `mutation Register($input: RegisterInput!) { register(input: $input) { ...SessionUserFields } }\n${SESSION_USER_FIELDS}`,
};
export type RegisterData = RegisterMutation;
export type RegisterVariables = { input: RegisterInput };

export const ACCOUNT_FEATURES: Operation = {
  name: 'AccountFeatures',
  text: 'query AccountFeatures { accountFeatures { passwordReset } }',
};
export type AccountFeaturesData = AccountFeaturesQuery;

export const REQUEST_PASSWORD_RESET: Operation = {
  name: 'RequestPasswordReset',
  text: 'mutation RequestPasswordReset($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) }',
};
export type RequestPasswordResetVariables = { input: RequestPasswordResetInput };

export const RESET_PASSWORD: Operation = {
  name: 'ResetPassword',
  text: 'mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) }',
};
export type ResetPasswordVariables = { input: ResetPasswordInput };
