import { z } from 'zod';
import {
  loginSchema,
  profileUpdateSchema,
  registrationSchema,
  type Achievement,
  type RecommendedUser,
  type User,
} from '@creators/contracts';
import { navigationRoute, notSignedIn, operationRoute, type RestRoute } from './route.js';
import { achievementResponse, recommendedUserResponse, userResponse } from './schemas.js';

/**
 * The REST facade (SPEC section 7), one row per method and path. Each row runs one GraphQL operation on the
 * gateway itself with the request's context; nothing here calls a subgraph any other way. To add a path,
 * add a row: method, path, GraphQL document, input schema from @creators/contracts, how to shape the
 * result, success status, response schema (for OpenAPI).
 */

const USER_FIELDS = `id email firstName lastName profileImageUrl role skills interests bio experience yearsExperience currentRole company createdAt updatedAt`;

export const REST_ROUTES: RestRoute[] = [
  operationRoute({
    method: 'get',
    path: '/api/auth/user',
    tag: 'auth',
    summary: 'The signed-in user; 401 {"message":"Unauthorized"} when signed out.',
    document: `query CurrentUser { me { ${USER_FIELDS} } }`,
    result: (data: { me: User | null }) => data.me ?? notSignedIn(),
    response: userResponse,
  }),
  operationRoute({
    method: 'post',
    path: '/api/auth/login',
    tag: 'auth',
    summary: 'Signs in with email and password and sets the session cookie.',
    document: `mutation Login($input: LoginInput!) { login(input: $input) { ${USER_FIELDS} } }`,
    body: loginSchema,
    result: (data: { login: User }) => data.login,
    response: userResponse,
    unauthenticated: 'error',
  }),
  operationRoute({
    method: 'post',
    path: '/api/auth/register',
    tag: 'auth',
    summary: 'Registers a student or a mentor (told apart by role) and signs them in.',
    document: `mutation Register($input: RegisterInput!) { register(input: $input) { ${USER_FIELDS} } }`,
    body: registrationSchema,
    result: (data: { register: User }) => data.register,
    status: 201,
    response: userResponse,
  }),
  operationRoute({
    method: 'patch',
    path: '/api/auth/user',
    tag: 'auth',
    summary: "Updates the signed-in user's role, experience, bio, skills and interests.",
    document: `mutation UpdateProfile($input: ProfileUpdateInput!) { updateProfile(input: $input) { ${USER_FIELDS} } }`,
    body: profileUpdateSchema,
    result: (data: { updateProfile: User }) => data.updateProfile,
    response: userResponse,
  }),
  operationRoute({
    method: 'get',
    path: '/api/users/recommended',
    tag: 'users',
    summary: 'Users recommended to the signed-in user, with the skills and interests they share.',
    document: `query RecommendedUsers { recommendedUsers { id firstName lastName role experience profileImageUrl sharedSkills sharedInterests } }`,
    result: (data: { recommendedUsers: RecommendedUser[] }) => data.recommendedUsers,
    response: z.array(recommendedUserResponse),
  }),
  operationRoute({
    method: 'get',
    path: '/api/users/me/achievements',
    tag: 'users',
    summary: "The signed-in user's achievements.",
    document: `query MyAchievements { myAchievements { id name title description icon category points earnedAt } }`,
    result: (data: { myAchievements: Achievement[] }) => data.myAchievements,
    response: z.array(achievementResponse),
  }),
  navigationRoute({
    method: 'get',
    path: '/api/login',
    tag: 'navigation',
    summary: 'Browser navigation to sign in: redirects to /login.',
    location: '/login',
  }),
  navigationRoute({
    method: 'get',
    path: '/api/logout',
    tag: 'navigation',
    summary: 'Browser navigation to sign out: ends the session, clears the cookie, redirects to /.',
    document: `mutation Logout { logout }`,
    clearSession: true,
    location: '/',
  }),
];
