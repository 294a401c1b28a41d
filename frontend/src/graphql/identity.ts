import { graphql } from './generated';
import type { MyAchievementsQuery, RegisterInput, SessionUserFieldsFragment } from './generated/graphql';

/** The signed-in user as the client reads it (identity subgraph `User`). */
export type SessionUser = SessionUserFieldsFragment;

/** RegisterInput of the identity subgraph: a student or a mentor payload (product.md §3), never confirmPassword. */
export type { RegisterInput };

export type Achievement = MyAchievementsQuery['myAchievements']['nodes'][number];

export const SESSION_USER_FIELDS = graphql(`
  fragment SessionUserFields on User {
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
  }
`);

export const ME_QUERY = graphql(`
  query Me {
    me {
      ...SessionUserFields
    }
  }
`);

export const LOGIN_MUTATION = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...SessionUserFields
    }
  }
`);

export const REGISTER_MUTATION = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ...SessionUserFields
    }
  }
`);

export const UPDATE_PROFILE_MUTATION = graphql(`
  mutation UpdateProfile($input: ProfileUpdateInput!) {
    updateProfile(input: $input) {
      ...SessionUserFields
    }
  }
`);

export const RECOMMENDED_USERS_QUERY = graphql(`
  query RecommendedUsers($first: Int!) {
    recommendedUsers(first: $first) {
      nodes {
        id
        firstName
        lastName
        role
        experience
        profileImageUrl
        sharedSkills
        sharedInterests
      }
    }
  }
`);

export const MY_ACHIEVEMENTS_QUERY = graphql(`
  query MyAchievements($first: Int!) {
    myAchievements(first: $first) {
      nodes {
        id
        title
        description
        icon
        points
        earnedAt
      }
      totalCount
    }
  }
`);

/** docs/product.md §13.4: the person's language, saved to the account (the interface on every device, the mails). */
export const SET_LANGUAGE_MUTATION = graphql(`
  mutation SetLanguage($language: String!) {
    setLanguage(language: $language) {
      id
      language
    }
  }
`);
