import { gql, type TypedDocumentNode } from '@apollo/client';

/** The signed-in user as the client reads it (identity subgraph `User`). */
export interface SessionUser {
  id: string;
  email: string | null;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  role: string | null;
  skills: string[];
  interests: string[];
  bio: string | null;
  experience: string;
  yearsExperience: string | null;
  currentRole: string | null;
  company: string | null;
}

const USER_FIELDS = gql`
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
  }
`;

export const ME_QUERY: TypedDocumentNode<{ me: SessionUser | null }, Record<string, never>> = gql`
  query Me {
    me {
      ...SessionUserFields
    }
  }
  ${USER_FIELDS}
`;

export interface LoginVariables {
  input: { email: string; password: string };
}
export const LOGIN_MUTATION: TypedDocumentNode<{ login: SessionUser }, LoginVariables> = gql`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...SessionUserFields
    }
  }
  ${USER_FIELDS}
`;

/** RegisterInput of the identity subgraph: a student or a mentor payload (product.md §3), never confirmPassword. */
export interface RegisterInput {
  role: 'student' | 'mentor';
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  experience: string;
  bio: string;
  skills: string[];
  interests: string[];
  yearsExperience?: string;
  currentRole?: string;
  company?: string;
}
export const REGISTER_MUTATION: TypedDocumentNode<{ register: SessionUser }, { input: RegisterInput }> = gql`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ...SessionUserFields
    }
  }
  ${USER_FIELDS}
`;

export interface ProfileUpdateInput {
  role?: string;
  experience?: string;
  bio?: string;
  skills?: string[];
  interests?: string[];
}
export const UPDATE_PROFILE_MUTATION: TypedDocumentNode<{ updateProfile: SessionUser }, { input: ProfileUpdateInput }> = gql`
  mutation UpdateProfile($input: ProfileUpdateInput!) {
    updateProfile(input: $input) {
      ...SessionUserFields
    }
  }
  ${USER_FIELDS}
`;

export interface RecommendedUser {
  id: string;
  firstName: string;
  lastName: string;
  role: string | null;
  experience: string;
  profileImageUrl: string | null;
  sharedSkills: string[];
  sharedInterests: string[];
}
export const RECOMMENDED_USERS_QUERY: TypedDocumentNode<{ recommendedUsers: RecommendedUser[] }, Record<string, never>> = gql`
  query RecommendedUsers {
    recommendedUsers {
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
`;

export interface Achievement {
  id: string;
  title: string;
  description: string;
  icon: string;
  points: number;
  earnedAt: string | null;
}
export const MY_ACHIEVEMENTS_QUERY: TypedDocumentNode<{ myAchievements: Achievement[] }, Record<string, never>> = gql`
  query MyAchievements {
    myAchievements {
      id
      title
      description
      icon
      points
      earnedAt
    }
  }
`;
