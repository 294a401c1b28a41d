import { z } from 'zod';
import {
  CHALLENGE_CATEGORIES,
  DIFFICULTIES,
  PROJECT_SORTS,
  PROJECT_TOPICS,
  RESOURCE_TYPES,
  TEAM_STATUSES,
  challengeListSchema,
  challengeValidationSchema,
  createChallengeSchema,
  createProjectSchema,
  createResourceSchema,
  createTeamSchema,
  idParam,
  islaResponseSchema,
  loginSchema,
  profileUpdateSchema,
  registrationSchema,
  searchText,
  speechSchema,
  teamInvitationSchema,
  teamListSchema,
} from '@creators/contracts';
import { binaryResponse, navigationRoute, notSignedIn, operationRoute, type RestRoute } from './route.js';
import {
  achievementResponse,
  challengeResponse,
  challengeValidationResponse,
  islaReplyResponse,
  meetingResponse,
  projectResponse,
  recommendedUserResponse,
  resourceResponse,
  teamInvitationResponse,
  teamResponse,
  userResponse,
} from './schemas.js';
import { ownUser } from './own-user.js';
import { choiceFilter, pageOf, pageQuery, pageVariables, plainPageQuery } from './paging.js';
import { speechAudio } from './speech.js';
import * as operations from './operations.js';

/**
 * The REST facade (product.md §7), one row per method and path. Each row runs one GraphQL operation on the
 * gateway itself with the request's context; nothing here calls a subgraph any other way. To add a path,
 * add a row: method, path, GraphQL document (operations.ts, typed by `npm run codegen -w gateway`), input
 * schema from @creators/contracts, how to shape the result, success status, response schema (for OpenAPI,
 * checked at compile time against what `result` returns).
 */

/** A path id: anything but a uuid names nothing (404 before any GraphQL). */
const idParams = z.object({ id: idParam });

/** The query parameters of each paged list: limit, cursor and its filters (the GraphQL arguments of the same names). */
const challengesQuery = pageQuery({
  search: challengeListSchema.shape.search,
  category: choiceFilter(CHALLENGE_CATEGORIES, 'validation.challenge.categoryFilter'),
});
const teamsQuery = pageQuery({
  search: teamListSchema.shape.search,
  status: choiceFilter(TEAM_STATUSES, 'validation.team.statusFilter'),
});
const resourcesQuery = pageQuery({
  search: searchText,
  type: choiceFilter(RESOURCE_TYPES, 'validation.resource.typeFilter'),
  level: choiceFilter(DIFFICULTIES, 'validation.resource.levelFilter'),
});
const projectsQuery = pageQuery({
  search: searchText,
  topic: choiceFilter(PROJECT_TOPICS, 'validation.project.topicFilter'),
  sort: choiceFilter(PROJECT_SORTS, 'validation.project.sortFilter'),
});

export const REST_ROUTES: RestRoute[] = [
  operationRoute({
    method: 'get',
    path: '/api/auth/user',
    tag: 'auth',
    summary: 'The signed-in user; 401 {"message":"Unauthorized"} when signed out.',
    document: operations.currentUser,
    result: (data) => ownUser(data.me ?? notSignedIn()),
    response: userResponse,
  }),
  operationRoute({
    method: 'post',
    path: '/api/auth/login',
    tag: 'auth',
    summary: 'Signs in with email and password and sets the session cookie.',
    document: operations.login,
    body: loginSchema,
    result: (data) => ownUser(data.login),
    response: userResponse,
    unauthenticated: 'error',
  }),
  operationRoute({
    method: 'post',
    path: '/api/auth/register',
    tag: 'auth',
    summary: 'Registers a student or a mentor (told apart by role) and signs them in.',
    document: operations.register,
    body: registrationSchema,
    result: (data) => ownUser(data.register),
    status: 201,
    response: userResponse,
  }),
  operationRoute({
    method: 'patch',
    path: '/api/auth/user',
    tag: 'auth',
    summary: "Updates the signed-in user's role, experience, bio, skills and interests.",
    document: operations.updateProfile,
    body: profileUpdateSchema,
    requiresSignIn: true,
    result: (data) => ownUser(data.updateProfile),
    response: userResponse,
  }),
  operationRoute({
    method: 'get',
    path: '/api/users/recommended',
    tag: 'users',
    summary:
      'Users recommended to the signed-in user, with the skills and interests they share, most shared first; paged.',
    document: operations.recommendedUsers,
    query: plainPageQuery,
    variables: ({ query }) => pageVariables(query),
    result: (data) => pageOf(data.recommendedUsers),
    response: z.array(recommendedUserResponse),
  }),
  operationRoute({
    method: 'get',
    path: '/api/users/me/achievements',
    tag: 'users',
    summary: "The signed-in user's achievements; paged.",
    document: operations.myAchievements,
    query: plainPageQuery,
    variables: ({ query }) => pageVariables(query),
    result: (data) => pageOf(data.myAchievements),
    response: z.array(achievementResponse),
  }),

  // ---- challenges ----
  operationRoute({
    method: 'get',
    path: '/api/challenges',
    tag: 'challenges',
    summary:
      'Challenges, newest first, with their author and how many teams work on them; paged, filtered by search (title or description) and category.',
    document: operations.challenges,
    query: challengesQuery,
    variables: ({ query }) => pageVariables(query),
    result: (data) => pageOf(data.challenges),
    response: z.array(challengeResponse),
  }),
  operationRoute({
    method: 'post',
    path: '/api/challenges',
    tag: 'challenges',
    summary:
      'Publishes a challenge (tags: a list of trimmed strings; from the brainstorm also brainstormSession and validatedInsights).',
    document: operations.createChallenge,
    body: createChallengeSchema,
    requiresSignIn: true,
    result: (data) => data.createChallenge,
    status: 201,
    response: challengeResponse,
  }),

  // ---- teams ----
  operationRoute({
    method: 'get',
    path: '/api/teams',
    tag: 'teams',
    summary:
      'Teams with their real member count, progress, members and whether the caller belongs to them; paged, filtered by search (name or description) and status.',
    document: operations.teams,
    query: teamsQuery,
    variables: ({ query }) => pageVariables(query),
    result: (data) => pageOf(data.teams),
    response: z.array(teamResponse),
  }),
  operationRoute({
    method: 'get',
    path: '/api/users/me/teams',
    tag: 'teams',
    summary: 'The teams the signed-in user belongs to; paged.',
    document: operations.myTeams,
    requiresSignIn: true,
    query: plainPageQuery,
    variables: ({ query }) => pageVariables(query),
    result: (data) => pageOf(data.myTeams),
    response: z.array(teamResponse),
  }),
  operationRoute({
    method: 'post',
    path: '/api/teams',
    tag: 'teams',
    summary: 'Starts a team: it is forming, the caller leads it and is its first member.',
    document: operations.createTeam,
    body: createTeamSchema,
    requiresSignIn: true,
    result: (data) => data.createTeam,
    status: 201,
    response: teamResponse,
  }),
  operationRoute({
    method: 'post',
    path: '/api/teams/:id/join',
    tag: 'teams',
    summary: 'Joins a forming team (409 when it is full, no longer forming, or already joined).',
    document: operations.joinTeam,
    params: idParams,
    requiresSignIn: true,
    variables: ({ params }) => ({ teamId: params.id }),
    result: (data) => data.joinTeam,
    response: teamResponse,
  }),
  operationRoute({
    method: 'post',
    path: '/api/teams/invitations',
    tag: 'teams',
    summary: "Invites a user to the caller's team (teamId picks one when the caller leads several).",
    document: operations.inviteToTeam,
    body: teamInvitationSchema,
    requiresSignIn: true,
    result: (data) => data.inviteToTeam,
    status: 201,
    response: teamInvitationResponse,
  }),
  operationRoute({
    method: 'get',
    path: '/api/users/me/meetings',
    tag: 'teams',
    summary: "The signed-in user's meetings (hosted or of their teams); paged.",
    document: operations.myMeetings,
    requiresSignIn: true,
    query: plainPageQuery,
    variables: ({ query }) => pageVariables(query),
    result: (data) => pageOf(data.myMeetings),
    response: z.array(meetingResponse),
  }),

  // ---- showcase ----
  operationRoute({
    method: 'get',
    path: '/api/resources',
    tag: 'resources',
    summary:
      'Learning resources, newest first; paged, filtered by search (title, description or provider), type and level.',
    document: operations.resources,
    query: resourcesQuery,
    variables: ({ query }) => pageVariables(query),
    result: (data) => pageOf(data.resources),
    response: z.array(resourceResponse),
  }),
  operationRoute({
    method: 'post',
    path: '/api/resources',
    tag: 'resources',
    summary: 'Adds a learning resource (http or https URL).',
    document: operations.createResource,
    body: createResourceSchema,
    requiresSignIn: true,
    result: (data) => data.createResource,
    status: 201,
    response: resourceResponse,
  }),
  operationRoute({
    method: 'get',
    path: '/api/projects',
    tag: 'projects',
    summary:
      'Showcased projects with their team, like count and whether the caller liked them; paged, filtered by search (title or description) and topic (a tag), sorted recent or popular.',
    document: operations.projects,
    query: projectsQuery,
    variables: ({ query }) => pageVariables(query),
    result: (data) => pageOf(data.projects),
    response: z.array(projectResponse),
  }),
  operationRoute({
    method: 'get',
    path: '/api/projects/featured',
    tag: 'projects',
    summary: 'The featured projects.',
    document: operations.featuredProjects,
    result: (data) => data.featuredProjects,
    response: z.array(projectResponse),
  }),
  operationRoute({
    method: 'post',
    path: '/api/projects',
    tag: 'projects',
    summary: 'Showcases a project of a team the caller belongs to (403 otherwise).',
    document: operations.createProject,
    body: createProjectSchema,
    requiresSignIn: true,
    result: (data) => data.createProject,
    status: 201,
    response: projectResponse,
  }),
  operationRoute({
    method: 'post',
    path: '/api/projects/:id/like',
    tag: 'projects',
    summary: "Toggles the caller's like: answers the project with the exact count and likedByMe.",
    document: operations.likeProject,
    params: idParams,
    requiresSignIn: true,
    variables: ({ params }) => ({ id: params.id }),
    result: (data) => data.likeProject,
    response: projectResponse,
  }),

  // ---- Isla (brainstorm-ai) ----
  operationRoute({
    method: 'post',
    path: '/api/perplexity/generate-response',
    tag: 'isla',
    summary:
      "Isla's next reply in the brainstorm; 503 when Isla cannot answer (the client then uses a scripted question).",
    document: operations.generateIslaResponse,
    body: islaResponseSchema,
    requiresSignIn: true,
    result: ({ generateIslaResponse: reply }) => ({
      message: reply.message,
      nextPhase: reply.nextPhase ?? null,
    }),
    response: islaReplyResponse,
  }),
  operationRoute({
    method: 'post',
    path: '/api/perplexity/validate-challenge',
    tag: 'isla',
    summary: 'Whether a challenge idea holds up, with feedback.',
    document: operations.validateChallengeIdea,
    body: challengeValidationSchema,
    requiresSignIn: true,
    result: ({ validateChallengeIdea: v }) => ({
      valid: v.valid,
      feedback: v.feedback,
    }),
    response: challengeValidationResponse,
  }),
  operationRoute({
    method: 'post',
    path: '/api/elevenlabs/speak',
    tag: 'isla',
    summary:
      "Isla's voice: the audio bytes of the text (503 when speech is unavailable; the browser then uses its own voice).",
    document: operations.synthesizeSpeech,
    body: speechSchema,
    requiresSignIn: true,
    result: (data) => speechAudio(data.synthesizeSpeech),
    response: binaryResponse(
      ['audio/wav', 'audio/mpeg'],
      'The audio: audio/wav from the built-in synthesizer, audio/mpeg from ElevenLabs.',
    ),
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
    document: operations.logout,
    clearSession: true,
    location: '/',
  }),
];
