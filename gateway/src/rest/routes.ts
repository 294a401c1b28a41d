import { z } from 'zod';
import {
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
  speechSchema,
  teamInvitationSchema,
  type Achievement,
  type IslaResponse,
  type RecommendedUser,
  type User,
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
  type ChallengeView,
  type MeetingView,
  type ProjectView,
  type ResourceView,
  type TeamInvitationView,
  type TeamView,
} from './schemas.js';
import { speechAudio, type SpeechAudio } from './speech.js';

/**
 * The REST facade (product.md §7), one row per method and path. Each row runs one GraphQL operation on the
 * gateway itself with the request's context; nothing here calls a subgraph any other way. To add a path,
 * add a row: method, path, GraphQL document, input schema from @creators/contracts, how to shape the
 * result, success status, response schema (for OpenAPI).
 */

const USER_FIELDS = `id email firstName lastName profileImageUrl role skills interests bio experience yearsExperience currentRole company createdAt updatedAt`;
const PERSON_FIELDS = `id firstName lastName profileImageUrl`;
const MEMBER_FIELDS = `userId role joinedAt user { ${PERSON_FIELDS} }`;
const CHALLENGE_FIELDS = `id title description category difficulty status tags createdBy author { ${PERSON_FIELDS} } teamCount createdAt updatedAt`;
const TEAM_FIELDS = `id name description challengeId challenge { id title } leaderId maxMembers status memberCount progress members { ${MEMBER_FIELDS} } isMember createdAt updatedAt`;
const INVITATION_FIELDS = `id teamId invitedUserId invitedBy status createdAt`;
const MEETING_FIELDS = `id title description teamId hostId scheduledAt duration meetingUrl status createdAt`;
const RESOURCE_FIELDS = `id title description type url provider difficulty tags duration createdAt`;
const PROJECT_FIELDS = `id title description teamId team { id name memberCount members { ${MEMBER_FIELDS} } } challengeId status repositoryUrl demoUrl imageUrl likes likedByMe views tags createdBy createdAt updatedAt`;

/** A path id: anything but a uuid names nothing (404 before any GraphQL). */
const idParams = z.object({ id: idParam });

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
    requiresSignIn: true,
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
    document: `query MyAchievements { myAchievements { id key name title description icon category points earnedAt } }`,
    result: (data: { myAchievements: Achievement[] }) => data.myAchievements,
    response: z.array(achievementResponse),
  }),

  // ---- challenges ----
  operationRoute({
    method: 'get',
    path: '/api/challenges',
    tag: 'challenges',
    summary: 'Every challenge, newest first, with its author and how many teams work on it.',
    document: `query Challenges { challenges { ${CHALLENGE_FIELDS} } }`,
    result: (data: { challenges: ChallengeView[] }) => data.challenges,
    response: z.array(challengeResponse),
  }),
  operationRoute({
    method: 'post',
    path: '/api/challenges',
    tag: 'challenges',
    summary:
      'Publishes a challenge (tags: a list of trimmed strings; from the brainstorm also brainstormSession and validatedInsights).',
    document: `mutation CreateChallenge($input: CreateChallengeInput!) { createChallenge(input: $input) { ${CHALLENGE_FIELDS} } }`,
    body: createChallengeSchema,
    requiresSignIn: true,
    result: (data: { createChallenge: ChallengeView }) => data.createChallenge,
    status: 201,
    response: challengeResponse,
  }),

  // ---- teams ----
  operationRoute({
    method: 'get',
    path: '/api/teams',
    tag: 'teams',
    summary: 'Every team with its real member count, progress, members and whether the caller belongs to it.',
    document: `query Teams { teams { ${TEAM_FIELDS} } }`,
    result: (data: { teams: TeamView[] }) => data.teams,
    response: z.array(teamResponse),
  }),
  operationRoute({
    method: 'get',
    path: '/api/users/me/teams',
    tag: 'teams',
    summary: 'The teams the signed-in user belongs to.',
    document: `query MyTeams { myTeams { ${TEAM_FIELDS} } }`,
    requiresSignIn: true,
    result: (data: { myTeams: TeamView[] }) => data.myTeams,
    response: z.array(teamResponse),
  }),
  operationRoute({
    method: 'post',
    path: '/api/teams',
    tag: 'teams',
    summary: 'Starts a team: it is forming, the caller leads it and is its first member.',
    document: `mutation CreateTeam($input: CreateTeamInput!) { createTeam(input: $input) { ${TEAM_FIELDS} } }`,
    body: createTeamSchema,
    requiresSignIn: true,
    result: (data: { createTeam: TeamView }) => data.createTeam,
    status: 201,
    response: teamResponse,
  }),
  operationRoute({
    method: 'post',
    path: '/api/teams/:id/join',
    tag: 'teams',
    summary: 'Joins a forming team (409 when it is full, no longer forming, or already joined).',
    document: `mutation JoinTeam($teamId: ID!) { joinTeam(teamId: $teamId) { ${TEAM_FIELDS} } }`,
    params: idParams,
    requiresSignIn: true,
    variables: ({ params }) => ({ teamId: params.id }),
    result: (data: { joinTeam: TeamView }) => data.joinTeam,
    response: teamResponse,
  }),
  operationRoute({
    method: 'post',
    path: '/api/teams/invitations',
    tag: 'teams',
    summary: "Invites a user to the caller's team (teamId picks one when the caller leads several).",
    document: `mutation InviteToTeam($input: TeamInvitationInput!) { inviteToTeam(input: $input) { ${INVITATION_FIELDS} } }`,
    body: teamInvitationSchema,
    requiresSignIn: true,
    result: (data: { inviteToTeam: TeamInvitationView }) => data.inviteToTeam,
    status: 201,
    response: teamInvitationResponse,
  }),
  operationRoute({
    method: 'get',
    path: '/api/users/me/meetings',
    tag: 'teams',
    summary: "The signed-in user's meetings (hosted or of their teams).",
    document: `query MyMeetings { myMeetings { ${MEETING_FIELDS} } }`,
    requiresSignIn: true,
    result: (data: { myMeetings: MeetingView[] }) => data.myMeetings,
    response: z.array(meetingResponse),
  }),

  // ---- showcase ----
  operationRoute({
    method: 'get',
    path: '/api/resources',
    tag: 'resources',
    summary: 'Every learning resource, newest first.',
    document: `query Resources { resources { ${RESOURCE_FIELDS} } }`,
    result: (data: { resources: ResourceView[] }) => data.resources,
    response: z.array(resourceResponse),
  }),
  operationRoute({
    method: 'post',
    path: '/api/resources',
    tag: 'resources',
    summary: 'Adds a learning resource (http or https URL).',
    document: `mutation CreateResource($input: CreateResourceInput!) { createResource(input: $input) { ${RESOURCE_FIELDS} } }`,
    body: createResourceSchema,
    requiresSignIn: true,
    result: (data: { createResource: ResourceView }) => data.createResource,
    status: 201,
    response: resourceResponse,
  }),
  operationRoute({
    method: 'get',
    path: '/api/projects',
    tag: 'projects',
    summary: 'Every showcased project with its team, like count and whether the caller liked it.',
    document: `query Projects { projects { ${PROJECT_FIELDS} } }`,
    result: (data: { projects: ProjectView[] }) => data.projects,
    response: z.array(projectResponse),
  }),
  operationRoute({
    method: 'get',
    path: '/api/projects/featured',
    tag: 'projects',
    summary: 'The featured projects.',
    document: `query FeaturedProjects { featuredProjects { ${PROJECT_FIELDS} } }`,
    result: (data: { featuredProjects: ProjectView[] }) => data.featuredProjects,
    response: z.array(projectResponse),
  }),
  operationRoute({
    method: 'post',
    path: '/api/projects',
    tag: 'projects',
    summary: 'Showcases a project of a team the caller belongs to (403 otherwise).',
    document: `mutation CreateProject($input: CreateProjectInput!) { createProject(input: $input) { ${PROJECT_FIELDS} } }`,
    body: createProjectSchema,
    requiresSignIn: true,
    result: (data: { createProject: ProjectView }) => data.createProject,
    status: 201,
    response: projectResponse,
  }),
  operationRoute({
    method: 'post',
    path: '/api/projects/:id/like',
    tag: 'projects',
    summary: "Toggles the caller's like: answers the project with the exact count and likedByMe.",
    document: `mutation LikeProject($id: ID!) { likeProject(id: $id) { ${PROJECT_FIELDS} } }`,
    params: idParams,
    requiresSignIn: true,
    variables: ({ params }) => ({ id: params.id }),
    result: (data: { likeProject: ProjectView }) => data.likeProject,
    response: projectResponse,
  }),

  // ---- Isla (brainstorm-ai) ----
  operationRoute({
    method: 'post',
    path: '/api/perplexity/generate-response',
    tag: 'isla',
    summary:
      "Isla's next reply in the brainstorm; 503 when Isla cannot answer (the client then uses a scripted question).",
    document: `mutation GenerateIslaResponse($input: IslaResponseInput!) { generateIslaResponse(input: $input) { message nextPhase } }`,
    body: islaResponseSchema,
    requiresSignIn: true,
    result: ({ generateIslaResponse: reply }: { generateIslaResponse: Omit<IslaResponse, 'provider'> }) => ({
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
    document: `mutation ValidateChallengeIdea($input: ChallengeValidationInput!) { validateChallengeIdea(input: $input) { valid feedback } }`,
    body: challengeValidationSchema,
    requiresSignIn: true,
    result: ({
      validateChallengeIdea: v,
    }: {
      validateChallengeIdea: { valid: boolean; feedback: string };
    }) => ({
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
    document: `mutation SynthesizeSpeech($input: SpeechInput!) { synthesizeSpeech(input: $input) { contentType audioBase64 } }`,
    body: speechSchema,
    requiresSignIn: true,
    result: (data: { synthesizeSpeech: SpeechAudio }) => speechAudio(data.synthesizeSpeech),
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
    document: `mutation Logout { logout }`,
    clearSession: true,
    location: '/',
  }),
];
