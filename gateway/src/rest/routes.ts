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
  addCommentSchema,
  editCommentSchema,
  uuid,
  teamMessageSchema,
  updateChallengeSchema,
  updateProjectSchema,
  updateResourceSchema,
  updateTeamSchema,
  islaResponseSchema,
  loginSchema,
  profileUpdateSchema,
  registrationSchema,
  searchText,
  speechSchema,
  teamInvitationSchema,
  teamListSchema,
  LOCALES,
  changePasswordSchema,
  deleteAccountSchema,
  mentorAvailabilitySchema,
  mentorListSchema,
  mentoringAnswerSchema,
  mentoringRequestSchema,
  msg,
  projectFeedbackSchema,
  scheduleMeetingSchema,
  timeZoneSchema,
  updateMeetingSchema,
  hideItemSchema,
  MODERATED_ITEM_TYPES,
  createCohortCodeSchema,
  reportInputSchema,
  suspendInputSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  markNotificationsReadSchema,
  notificationPreferencesSchema,
} from '@creators/contracts';
import { translate } from '@creators/texts';
import {
  binaryResponse,
  found,
  notFoundHere,
  navigationRoute,
  notSignedIn,
  operationRoute,
  RestFailure,
  type RestRoute,
} from './route-definition.js';
import { meetingCalendarFile } from './calendar.js';
import { dataExportFile } from './data-export.js';
import {
  accountSessionResponse,
  cohortCodeResponse,
  unverifiedMentorResponse,
  endedSessionsResponse,
  notificationPreferencesResponse,
  notificationResponse,
  unreadCountResponse,
  achievementResponse,
  challengeDetailResponse,
  challengeResponse,
  challengeValidationResponse,
  commentResponse,
  threadResponse,
  teamChatReadResponse,
  teamMessageResponse,
  islaReplyResponse,
  meetingResponse,
  freeSlotResponse,
  mentorAvailabilityResponse,
  mentoringRequestResponse,
  mentorResponse,
  projectFeedbackResponse,
  projectResponse,
  recommendedUserResponse,
  personResponse,
  projectDetailResponse,
  resourceDetailResponse,
  resourceResponse,
  receivedInvitationResponse,
  teamDetailResponse,
  teamInvitationResponse,
  teamResponse,
  userResponse,
  moderatedItemResponse,
} from './schemas.js';
import { ownUser } from './own-user.js';
import { choiceFilter, pageOf, pageQuery, pageVariables, plainPageQuery } from './paging.js';
import { speechAudio } from './speech.js';
import * as operations from './operations.js';
import { CREDENTIAL_ROUTES } from './credentials/routes.js';
import { MENTORING_OVERVIEW_ROUTES } from './mentoring/overview.js';
import { JUDGING_ROUTES } from './judging/routes.js';
import { PROGRAMME_ROUTES } from './programmes/routes.js';
import type { SetItemHiddenMutation, SetItemHiddenMutationVariables } from '../graphql-types/graphql.js';
import {
  dismissedReportsResponse,
  dismissReportsBody,
  moderatedUserResponse,
  moderationActionResponse,
  reportedItemResponse,
  reportResponse,
} from './staff-schemas.js';

/**
 * The REST facade (product.md §7), one row per method and path. Each row runs one GraphQL operation on the
 * gateway itself with the request's context; nothing here calls a subgraph any other way. To add a path,
 * add a row: method, path, GraphQL document (operations.ts, typed by `npm run codegen -w gateway`), input
 * schema from @creators/contracts, how to shape the result, success status, response schema (for OpenAPI,
 * checked at compile time against what `result` returns).
 */

/** A path id: anything but a uuid names nothing (404 before any GraphQL). */
const idParam = uuid;
const idParams = z.object({ id: idParam });

/** docs/product.md §11.3: the leader hands the lead to another member (POST /api/teams/:id/lead). */
const teamLeadSchema = z.strictObject({ userId: uuid }, msg('validation.unknownField'));
/** A new comment through a subject's path: the subject comes from the path (docs/product.md §11.4). */
const commentBody = addCommentSchema.pick({ body: true, parentId: true });

/** An item staff hide or restore (docs/product.md §14): a type outside MODERATED_ITEM_TYPES names nothing (404). */
const moderatedItemParams = z.object({ type: z.enum(MODERATED_ITEM_TYPES), id: idParam });

/** The variables of setItemHidden: the owning service's mutation for the type, the others skipped. */
function moderatedItemVariables(
  { type, id }: z.output<typeof moderatedItemParams>,
  hidden: boolean,
  reason: string | null,
): SetItemHiddenMutationVariables {
  return {
    id,
    hidden,
    reason,
    challenge: type === 'challenge',
    team: type === 'team',
    project: type === 'project',
    resource: type === 'resource',
    comment: type === 'comment',
  };
}

/** What setItemHidden answered, from whichever mutation ran. */
function moderatedItem(data: SetItemHiddenMutation): z.output<typeof moderatedItemResponse> {
  const answers = [
    ['challenge', data.setChallengeHidden],
    ['team', data.setTeamHidden],
    ['project', data.setProjectHidden],
    ['resource', data.setResourceHidden],
    ['comment', data.setCommentHidden],
  ] as const;
  const [type, item] = answers.find(([, answer]) => answer) ?? notFoundHere();
  return { type, id: item!.id, hidden: item!.hidden, hiddenReason: item!.hiddenReason ?? null };
}

/** A team and one of its chat messages. */
const teamMessageParams = z.object({ id: idParam, messageId: idParam });

/** A team and one of its members. */
const memberParams = z.object({ id: idParam, userId: idParam });

/** The query parameters of each paged list: limit, cursor and its filters (the GraphQL arguments of the same names). */
/** Only what belongs to one programme (docs/product.md §16.1): its id. */
const programmeFilter = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    uuid.optional(),
  )
  .meta({ description: 'Only what belongs to this programme (its id).' });
const challengesQuery = pageQuery({
  search: challengeListSchema.shape.search,
  category: choiceFilter(CHALLENGE_CATEGORIES, 'validation.challenge.categoryFilter'),
  programmeId: programmeFilter,
});
const teamsQuery = pageQuery({
  search: teamListSchema.shape.search,
  status: choiceFilter(TEAM_STATUSES, 'validation.team.statusFilter'),
  programmeId: programmeFilter,
});
const mentorsQuery = pageQuery({
  search: mentorListSchema.shape.search,
  expertise: mentorListSchema.shape.expertise,
  language: choiceFilter(LOCALES, 'validation.mentoring.language'),
});
const mentoringRequestsQuery = pageQuery({
  pendingOnly: choiceFilter(['true', 'false'], 'validation.invalid').transform((value) =>
    value === undefined ? undefined : value === 'true',
  ),
});
const freeSlotsQuery = z.strictObject({ mentorId: idParam }, msg('validation.unknownField'));
const calendarQuery = z.strictObject(
  {
    tz: timeZoneSchema.optional(),
    lang: z.enum(LOCALES, msg('validation.invalid')).optional(),
  },
  msg('validation.unknownField'),
);
/** 403 for anyone but a mentor. */
const notificationsQuery = pageQuery({
  unread: choiceFilter(['true', 'false'], 'validation.invalid').transform((value) =>
    value === undefined ? undefined : value === 'true',
  ),
});

const mentorsOnly = (): never => {
  throw new RestFailure(403, 'FORBIDDEN', 'error.mentoring.mentorsOnly');
};
const resourcesQuery = pageQuery({
  search: searchText,
  type: choiceFilter(RESOURCE_TYPES, 'validation.resource.typeFilter'),
  level: choiceFilter(DIFFICULTIES, 'validation.resource.levelFilter'),
});
const projectsQuery = pageQuery({
  search: searchText,
  topic: choiceFilter(PROJECT_TOPICS, 'validation.project.topicFilter'),
  sort: choiceFilter(PROJECT_SORTS, 'validation.project.sortFilter'),
  programmeId: programmeFilter,
});

/** Staff verify a mentor (true) or take it back (false): docs/product.md §14. */
const verifyMentorBody = z.strictObject(
  { verified: z.boolean(msg('validation.invalid')) },
  msg('validation.unknownField'),
);

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

  // ---- Notification inbox (docs/product.md "Notification inbox") ----
  operationRoute({
    method: 'get',
    path: '/api/notifications',
    tag: 'notifications',
    summary:
      "The signed-in user's notifications, newest first; paged; unread=true: only the unread ones (X-Total-Count counts what matches).",
    document: operations.myNotifications,
    query: notificationsQuery,
    requiresSignIn: true,
    variables: ({ query }) => pageVariables(query),
    result: (data) => pageOf(data.myNotifications),
    response: z.array(notificationResponse),
  }),
  operationRoute({
    method: 'get',
    path: '/api/notifications/unread-count',
    tag: 'notifications',
    summary: 'How many of the signed-in user\'s notifications are unread: {"unread": n}.',
    document: operations.unreadNotificationCount,
    requiresSignIn: true,
    result: (data) => ({ unread: data.unreadNotificationCount }),
    response: unreadCountResponse,
  }),
  operationRoute({
    method: 'post',
    path: '/api/notifications/read',
    tag: 'notifications',
    summary:
      'Marks some notifications read ({"ids": [...]}, at most 100; ids not theirs change nothing): {"unread": n} after it. The user\'s other devices hear of it live (notificationsRead).',
    document: operations.markNotificationsRead,
    body: markNotificationsReadSchema,
    requiresSignIn: true,
    result: (data) => ({ unread: data.markNotificationsRead }),
    response: unreadCountResponse,
  }),
  operationRoute({
    method: 'post',
    path: '/api/notifications/read-all',
    tag: 'notifications',
    summary: 'Marks every notification read: {"unread": 0}. The user\'s other devices hear of it live.',
    document: operations.markAllNotificationsRead,
    requiresSignIn: true,
    result: (data) => ({ unread: data.markAllNotificationsRead }),
    response: unreadCountResponse,
  }),
  operationRoute({
    method: 'get',
    path: '/api/notifications/preferences',
    tag: 'notifications',
    summary:
      'Which kinds of notification the signed-in user gets in the app and by e-mail (defaults: all in the app; by e-mail all but new challenges).',
    document: operations.notificationPreferences,
    requiresSignIn: true,
    result: (data) => data.notificationPreferences,
    response: notificationPreferencesResponse,
  }),
  operationRoute({
    method: 'put',
    path: '/api/notifications/preferences',
    tag: 'notifications',
    summary:
      'Changes the kinds given ({"likes": {"inApp": true, "email": false}, …}); the others stay. Answers the preferences after it.',
    document: operations.updateNotificationPreferences,
    body: notificationPreferencesSchema,
    requiresSignIn: true,
    result: (data) => data.updateNotificationPreferences,
    response: notificationPreferencesResponse,
  }),

  // ---- Forgotten password (docs/product.md §13) ----
  operationRoute({
    method: 'get',
    path: '/api/auth/features',
    tag: 'auth',
    summary:
      'What the sign-in page may offer: passwordReset is false when this installation sends no mail (no "Forgot your password?").',
    document: operations.accountFeatures,
    result: (data) => data.accountFeatures,
    response: z
      .object({
        passwordReset: z
          .boolean()
          .meta({ description: 'Whether a forgotten password can be reset by mail.' }),
      })
      .meta({ id: 'AccountFeatures' }),
  }),
  operationRoute({
    method: 'post',
    path: '/api/auth/forgot-password',
    tag: 'auth',
    summary:
      'Sends a link to reset the password (valid once, for 30 minutes) to the address if an account has it. 202 with the same body whether one does or not; 429 with Retry-After past the limits per client address and per address; 404 when this installation sends no mail.',
    document: operations.requestPasswordReset,
    body: forgotPasswordSchema,
    result: (_data, { locale }) => ({ message: translate('notice.reset.sent', locale) }),
    status: 202,
    response: z
      .object({
        message: z.string().meta({
          description:
            'If an account exists for this address, we sent a link to reset its password. It is valid for 30 minutes.',
        }),
      })
      .meta({ id: 'PasswordResetRequested' }),
  }),
  operationRoute({
    method: 'post',
    path: '/api/auth/reset-password',
    tag: 'auth',
    summary:
      "Sets a new password (6 to 128 characters) with the token of a reset link; the link stops working, with the person's other links, and every session of the person ends; 204. 400 error.reset.invalid when the link has expired or was already used.",
    document: operations.resetPassword,
    body: resetPasswordSchema,
    result: () => null,
    status: 204,
    response: z.null(),
  }),

  // ---- account (docs/product.md §13) ----
  operationRoute({
    method: 'post',
    path: '/api/users/me/password',
    tag: 'account',
    summary:
      "Changes the signed-in user's password (currentPassword, newPassword: 6 to 128 characters, not the current one); every other session of theirs ends, this one stays; 204.",
    document: operations.changePassword,
    body: changePasswordSchema,
    requiresSignIn: true,
    result: () => null,
    status: 204,
    response: z.null(),
  }),
  operationRoute({
    method: 'get',
    path: '/api/users/me/sessions',
    tag: 'account',
    summary:
      "The signed-in user's live sessions, newest first: browser, network, signed in, last seen; current marks this one.",
    document: operations.mySessions,
    requiresSignIn: true,
    result: (data) => data.mySessions,
    response: z.array(accountSessionResponse),
  }),
  operationRoute({
    method: 'post',
    path: '/api/users/me/sessions/end-others',
    tag: 'account',
    summary: 'Ends every session of the signed-in user but this one: {"ended": how many}.',
    document: operations.endOtherSessions,
    requiresSignIn: true,
    result: (data) => ({ ended: data.endOtherSessions }),
    response: endedSessionsResponse,
  }),
  operationRoute({
    method: 'delete',
    path: '/api/users/me/sessions/:id',
    tag: 'account',
    summary:
      "Ends one of the signed-in user's other sessions (its id from the list); 204, 404 when it is not theirs or has ended, 400 for this one (sign out instead).",
    document: operations.endSession,
    params: idParams,
    requiresSignIn: true,
    variables: ({ params }) => ({ id: params.id }),
    result: () => null,
    status: 204,
    response: z.null(),
  }),

  operationRoute({
    method: 'get',
    path: '/api/users/:id',
    tag: 'users',
    summary:
      'A person as their page shows them: profile (what docs/product.md §6 lets the caller see), badges, teams, projects and published challenges; 404 when the id names nobody.',
    document: operations.person,
    params: idParams,
    variables: ({ params }) => ({ id: params.id }),
    result: (data) => ({ ...found(data.user), challenges: data.challenges.nodes }),
    response: personResponse,
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

  operationRoute({
    method: 'get',
    path: '/api/challenges/:id',
    tag: 'challenges',
    summary:
      'One challenge as its page shows it (docs/product.md §11.1), archived ones too; 404 when the id names none.',
    document: operations.challenge,
    params: idParams,
    variables: ({ params }) => ({ id: params.id }),
    result: (data) => found(data.challenge),
    response: challengeDetailResponse,
  }),
  operationRoute({
    method: 'patch',
    path: '/api/challenges/:id',
    tag: 'challenges',
    summary:
      'Its author edits a challenge or moves its status (active, closed, archived): expectedUpdatedAt is the updatedAt the edit was made from (409 when it changed since); 403 for anyone else.',
    document: operations.updateChallenge,
    params: idParams,
    body: updateChallengeSchema,
    requiresSignIn: true,
    variables: ({ params, body }) => ({ id: params.id, input: body }),
    result: (data) => data.updateChallenge,
    response: challengeDetailResponse,
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
    method: 'get',
    path: '/api/teams/:id',
    tag: 'teams',
    summary:
      'One team as its page shows it (docs/product.md §11.1): members, open seats, the caller’s rights and, for its leader, its invitations; 404 when the id names none.',
    document: operations.team,
    params: idParams,
    variables: ({ params }) => ({ id: params.id }),
    result: (data) => found(data.team),
    response: teamDetailResponse,
  }),
  operationRoute({
    method: 'patch',
    path: '/api/teams/:id',
    tag: 'teams',
    summary:
      'Its leader edits a team (name, description, maxMembers, challengeId) or moves its status: expectedUpdatedAt is the updatedAt the edit was made from (409 when it changed since); back to forming only with open seats; 403 for anyone else.',
    document: operations.updateTeam,
    params: idParams,
    body: updateTeamSchema,
    requiresSignIn: true,
    variables: ({ params, body }) => ({ id: params.id, input: body }),
    result: (data) => data.updateTeam,
    response: teamDetailResponse,
  }),
  operationRoute({
    method: 'post',
    path: '/api/teams/:id/leave',
    tag: 'teams',
    summary:
      'The caller leaves the team; a leader who leaves hands the lead to the member who joined first; the last member leaving leaves it empty and forming.',
    document: operations.leaveTeam,
    params: idParams,
    requiresSignIn: true,
    variables: ({ params }) => ({ teamId: params.id }),
    result: (data) => data.leaveTeam,
    response: teamDetailResponse,
  }),
  operationRoute({
    method: 'delete',
    path: '/api/teams/:id/members/:userId',
    tag: 'teams',
    summary:
      'Its leader removes a member, who is told and cannot join the team again for 24 hours unless invited.',
    document: operations.removeTeamMember,
    params: memberParams,
    requiresSignIn: true,
    variables: ({ params }) => ({ teamId: params.id, userId: params.userId }),
    result: (data) => data.removeTeamMember,
    response: teamDetailResponse,
  }),
  operationRoute({
    method: 'post',
    path: '/api/teams/:id/lead',
    tag: 'teams',
    summary: 'Its leader hands the lead to another member (userId).',
    document: operations.transferTeamLead,
    params: idParams,
    body: teamLeadSchema,
    requiresSignIn: true,
    variables: ({ params, body }) => ({ teamId: params.id, userId: body.userId }),
    result: (data) => data.transferTeamLead,
    response: teamDetailResponse,
  }),
  operationRoute({
    method: 'get',
    path: '/api/users/me/invitations',
    tag: 'teams',
    summary:
      "The signed-in user's pending invitations (not expired), newest first, with the team and who sent them; paged.",
    document: operations.myInvitations,
    requiresSignIn: true,
    query: plainPageQuery,
    variables: ({ query }) => pageVariables(query),
    result: (data) => pageOf(data.myInvitations),
    response: z.array(receivedInvitationResponse),
  }),
  operationRoute({
    method: 'post',
    path: '/api/teams/invitations/:id/accept',
    tag: 'teams',
    summary:
      'The invited person accepts and joins, under the rules of joining (409 when full, no longer forming, expired or already answered).',
    document: operations.acceptTeamInvitation,
    params: idParams,
    requiresSignIn: true,
    variables: ({ params }) => ({ id: params.id }),
    result: (data) => data.acceptTeamInvitation,
    response: teamDetailResponse,
  }),
  operationRoute({
    method: 'post',
    path: '/api/teams/invitations/:id/decline',
    tag: 'teams',
    summary: 'The invited person declines the invitation.',
    document: operations.declineTeamInvitation,
    params: idParams,
    requiresSignIn: true,
    variables: ({ params }) => ({ id: params.id }),
    result: (data) => data.declineTeamInvitation,
    response: teamInvitationResponse,
  }),
  operationRoute({
    method: 'delete',
    path: '/api/teams/invitations/:id',
    tag: 'teams',
    summary: 'The team’s leader withdraws a pending invitation.',
    document: operations.withdrawTeamInvitation,
    params: idParams,
    requiresSignIn: true,
    variables: ({ params }) => ({ id: params.id }),
    result: (data) => data.withdrawTeamInvitation,
    response: teamInvitationResponse,
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

  // ---- mentoring (docs/product.md §12) ----
  operationRoute({
    method: 'get',
    path: '/api/mentors',
    tag: 'mentoring',
    summary:
      'Mentors with their expertise and availability, by first and last name; paged, filtered by search (names, bio, role, company, skills), expertise (one of their skills) and language (en or de).',
    document: operations.mentors,
    requiresSignIn: true,
    query: mentorsQuery,
    variables: ({ query }) => pageVariables(query),
    result: (data) => pageOf(data.mentors),
    response: z.array(mentorResponse),
  }),
  operationRoute({
    method: 'get',
    path: '/api/users/me/availability',
    tag: 'mentoring',
    summary:
      "The signed-in mentor's availability (the defaults until they set it); 403 for anyone but a mentor.",
    document: operations.myAvailability,
    requiresSignIn: true,
    result: (data) => (data.me ?? notSignedIn()).mentorAvailability ?? mentorsOnly(),
    response: mentorAvailabilityResponse,
  }),
  operationRoute({
    method: 'put',
    path: '/api/users/me/availability',
    tag: 'mentoring',
    summary:
      'A mentor sets weekly slots (day 1–7, start and end HH:MM in timeZone), the most teams at a time, notAvailableUntil and languages.',
    document: operations.setMentorAvailability,
    body: mentorAvailabilitySchema,
    requiresSignIn: true,
    result: (data) => data.setMentorAvailability,
    response: mentorAvailabilityResponse,
  }),
  operationRoute({
    method: 'post',
    path: '/api/teams/:id/mentoring-requests',
    tag: 'mentoring',
    summary:
      "A member asks a mentor to mentor the team: a message and 1 to 5 topics from the mentor's expertise (409 when already asked, already mentoring, the team has 2 mentors, or the mentor pauses).",
    document: operations.requestMentoring,
    params: idParams,
    body: mentoringRequestSchema,
    requiresSignIn: true,
    variables: ({ params, body }) => ({ teamId: params.id, input: body }),
    result: (data) => data.requestMentoring,
    status: 201,
    response: mentoringRequestResponse,
  }),
  operationRoute({
    method: 'get',
    path: '/api/users/me/mentoring-requests',
    tag: 'mentoring',
    summary:
      "The signed-in mentor's requests, pending first then newest; pendingOnly=true leaves out answered and expired ones; paged.",
    document: operations.incomingMentoringRequests,
    requiresSignIn: true,
    query: mentoringRequestsQuery,
    variables: ({ query }) => pageVariables(query),
    result: (data) => pageOf(data.incomingMentoringRequests),
    response: z.array(mentoringRequestResponse),
  }),
  operationRoute({
    method: 'post',
    path: '/api/mentoring-requests/:id/answer',
    tag: 'mentoring',
    summary:
      'The mentor asked accepts (and mentors the team) or declines, with an optional note (409 when answered, expired, or a maximum is reached).',
    document: operations.answerMentoringRequest,
    params: idParams,
    body: mentoringAnswerSchema,
    requiresSignIn: true,
    variables: ({ params, body }) => ({ requestId: params.id, input: body }),
    result: (data) => data.answerMentoringRequest,
    response: mentoringRequestResponse,
  }),
  operationRoute({
    method: 'post',
    path: '/api/mentoring-requests/:id/withdraw',
    tag: 'mentoring',
    summary: 'A member of the team that asked withdraws a pending request.',
    document: operations.withdrawMentoringRequest,
    params: idParams,
    requiresSignIn: true,
    variables: ({ params }) => ({ requestId: params.id }),
    result: (data) => data.withdrawMentoringRequest,
    response: mentoringRequestResponse,
  }),
  operationRoute({
    method: 'delete',
    path: '/api/teams/:id/mentors/:userId',
    tag: 'mentoring',
    summary:
      "The mentor steps down, or the team's leader ends the mentoring; the mentor's coming meetings with the team are cancelled.",
    document: operations.endMentoring,
    params: memberParams,
    requiresSignIn: true,
    variables: ({ params }) => ({ teamId: params.id, mentorId: params.userId }),
    result: (data) => data.endMentoring,
    response: teamDetailResponse,
  }),
  operationRoute({
    method: 'get',
    path: '/api/users/me/mentored-teams',
    tag: 'mentoring',
    summary: 'The teams the signed-in mentor mentors.',
    document: operations.myMentoredTeams,
    requiresSignIn: true,
    result: (data) => data.myMentoredTeams,
    response: z.array(teamResponse),
  }),
  operationRoute({
    method: 'get',
    path: '/api/teams/:id/free-slots',
    tag: 'mentoring',
    summary:
      "The free stretches of a team mentor's weekly slots in the next 14 days, as UTC times (members and mentors of the team).",
    document: operations.mentorFreeSlots,
    params: idParams,
    query: freeSlotsQuery,
    requiresSignIn: true,
    variables: ({ params, query }) => ({ teamId: params.id, mentorId: query.mentorId }),
    result: (data) => data.mentorFreeSlots,
    response: z.array(freeSlotResponse),
  }),
  operationRoute({
    method: 'post',
    path: '/api/teams/:id/meetings',
    tag: 'mentoring',
    summary:
      "Its members or mentors schedule a meeting; with mentorId a member must pick one of the mentor's free slots (409 when the mentor is booked then).",
    document: operations.scheduleMeeting,
    params: idParams,
    body: scheduleMeetingSchema,
    requiresSignIn: true,
    variables: ({ params, body }) => ({ teamId: params.id, input: body }),
    result: (data) => data.scheduleMeeting,
    status: 201,
    response: meetingResponse,
  }),
  operationRoute({
    method: 'get',
    path: '/api/meetings/:id',
    tag: 'mentoring',
    summary: "One meeting, for its team's members and mentors (403 for others).",
    document: operations.meeting,
    params: idParams,
    requiresSignIn: true,
    variables: ({ params }) => ({ id: params.id }),
    result: (data) => found(data.meeting),
    response: meetingResponse,
  }),
  operationRoute({
    method: 'patch',
    path: '/api/meetings/:id',
    tag: 'mentoring',
    summary:
      'Reschedules a meeting or changes its text, link or notes (after it is over: only notes); expectedUpdatedAt as every edit.',
    document: operations.updateMeeting,
    params: idParams,
    body: updateMeetingSchema,
    requiresSignIn: true,
    variables: ({ params, body }) => ({ meetingId: params.id, input: body }),
    result: (data) => data.updateMeeting,
    response: meetingResponse,
  }),
  operationRoute({
    method: 'post',
    path: '/api/meetings/:id/cancel',
    tag: 'mentoring',
    summary: 'Cancels a meeting; everyone in it is told.',
    document: operations.cancelMeeting,
    params: idParams,
    requiresSignIn: true,
    variables: ({ params }) => ({ meetingId: params.id }),
    result: (data) => data.cancelMeeting,
    response: meetingResponse,
  }),
  operationRoute({
    method: 'get',
    path: '/api/meetings/:id/calendar.ics',
    tag: 'mentoring',
    summary:
      'The meeting as an iCalendar file (UTC times); its description names the time in tz (default UTC) and is in lang (default Accept-Language).',
    document: operations.meetingCalendar,
    params: idParams,
    query: calendarQuery,
    requiresSignIn: true,
    variables: ({ params }) => ({ id: params.id }),
    result: (data, { locale, query }) => {
      const meeting = found(data.meeting);
      const mentor = meeting.mentor;
      return meetingCalendarFile(
        {
          ...meeting,
          teamName: meeting.team?.name,
          mentorName: mentor ? `${mentor.firstName} ${mentor.lastName}` : null,
        },
        { locale: query.lang ?? locale, timeZone: query.tz ?? 'UTC' },
      );
    },
    response: binaryResponse(['text/calendar'], 'An iCalendar (RFC 5545) file with one event.'),
  }),
  operationRoute({
    method: 'get',
    path: '/api/projects/:id/feedback',
    tag: 'mentoring',
    summary:
      "The mentors' feedback on a project, newest first; scores only for the team's members and mentors.",
    document: operations.projectFeedback,
    params: idParams,
    requiresSignIn: true,
    variables: ({ params }) => ({ id: params.id }),
    result: (data) => found(data.project).feedback,
    response: z.array(projectFeedbackResponse),
  }),
  operationRoute({
    method: 'post',
    path: '/api/projects/:id/feedback',
    tag: 'mentoring',
    summary:
      "A mentor of the project's team gives feedback: notes and a 1–4 score for problem, solution, prototype and presentation (giving it again replaces it).",
    document: operations.giveProjectFeedback,
    params: idParams,
    body: projectFeedbackSchema,
    requiresSignIn: true,
    variables: ({ params, body }) => ({ projectId: params.id, input: body }),
    result: (data) => data.giveProjectFeedback,
    response: projectFeedbackResponse,
  }),

  // ---- Staff: mentors and cohort codes (docs/product.md §14) ----
  operationRoute({
    method: 'get',
    path: '/api/staff/mentors/unverified',
    tag: 'staff',
    summary:
      'Staff only (404 for anyone else): mentors staff have not verified yet (not in the directory, cannot accept mentoring), oldest registration first; paged.',
    document: operations.unverifiedMentors,
    requiresSignIn: true,
    query: plainPageQuery,
    variables: ({ query }) => pageVariables(query),
    result: (data) => pageOf(data.unverifiedMentors),
    response: z.array(unverifiedMentorResponse),
  }),
  operationRoute({
    method: 'post',
    path: '/api/staff/mentors/:id/verify',
    tag: 'staff',
    summary:
      'Staff only: verifies a mentor ({"verified": true}: listed in the directory, may accept mentoring) or takes it back (false); written to the audit log. 404 when the id names no mentor.',
    document: operations.verifyMentor,
    params: idParams,
    body: verifyMentorBody,
    requiresSignIn: true,
    variables: ({ params, body }) => ({ userId: params.id, verified: body.verified }),
    result: (data) => data.verifyMentor,
    response: unverifiedMentorResponse,
  }),
  operationRoute({
    method: 'get',
    path: '/api/staff/cohort-codes',
    tag: 'staff',
    summary: 'Staff only: the cohort codes, newest first, with how often each was used; paged.',
    document: operations.cohortCodes,
    requiresSignIn: true,
    query: plainPageQuery,
    variables: ({ query }) => pageVariables(query),
    result: (data) => pageOf(data.cohortCodes),
    response: z.array(cohortCodeResponse),
  }),
  operationRoute({
    method: 'post',
    path: '/api/staff/cohort-codes',
    tag: 'staff',
    summary:
      'Staff only: a code a class registers with (name, optional code — else 8 easy-to-read characters —, validUntil at most a year ahead, maxUses 1 to 1000); registrations with it count against the code, not the address.',
    document: operations.createCohortCode,
    body: createCohortCodeSchema,
    requiresSignIn: true,
    result: (data) => data.createCohortCode,
    status: 201,
    response: cohortCodeResponse,
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
    method: 'patch',
    path: '/api/resources/:id',
    tag: 'resources',
    summary:
      'The person who added a resource edits it: expectedUpdatedAt is the updatedAt the edit was made from (409 when it changed since); 403 for anyone else.',
    document: operations.updateResource,
    params: idParams,
    body: updateResourceSchema,
    requiresSignIn: true,
    variables: ({ params, body }) => ({ id: params.id, input: body }),
    result: (data) => data.updateResource,
    response: resourceDetailResponse,
  }),
  operationRoute({
    method: 'delete',
    path: '/api/resources/:id',
    tag: 'resources',
    summary: 'The person who added a resource removes it; 204, 403 for anyone else.',
    document: operations.removeResource,
    params: idParams,
    requiresSignIn: true,
    variables: ({ params }) => ({ id: params.id }),
    result: () => null,
    status: 204,
    response: z.null(),
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
  // After /api/projects/featured: an id is a uuid, but the literal path must match first.
  operationRoute({
    method: 'get',
    path: '/api/projects/:id',
    tag: 'projects',
    summary:
      'One showcased project as its page shows it (docs/product.md §11.1); 404 when the id names none or it was removed.',
    document: operations.project,
    params: idParams,
    variables: ({ params }) => ({ id: params.id }),
    result: (data) => found(data.project),
    response: projectDetailResponse,
  }),
  operationRoute({
    method: 'patch',
    path: '/api/projects/:id',
    tag: 'projects',
    summary:
      'Its author edits a project (title, description, links; empty text clears a link): expectedUpdatedAt is the updatedAt the edit was made from (409 when it changed since); 403 for anyone else.',
    document: operations.updateProject,
    params: idParams,
    body: updateProjectSchema,
    requiresSignIn: true,
    variables: ({ params, body }) => ({ id: params.id, input: body }),
    result: (data) => data.updateProject,
    response: projectDetailResponse,
  }),
  operationRoute({
    method: 'delete',
    path: '/api/projects/:id',
    tag: 'projects',
    summary:
      'Its author removes a project from the showcase (its likes and the badges earned stay); 204, 403 for anyone else.',
    document: operations.removeProject,
    params: idParams,
    requiresSignIn: true,
    variables: ({ params }) => ({ id: params.id }),
    result: () => null,
    status: 204,
    response: z.null(),
  }),

  // ---- team chat (docs/product.md §11.6) ----
  operationRoute({
    method: 'get',
    path: '/api/teams/:id/messages',
    tag: 'teams',
    summary:
      "A page of the team's chat, newest first (the Link header's next page holds older messages); for its members and mentors (403 for anyone else).",
    document: operations.teamMessages,
    params: idParams,
    query: plainPageQuery,
    requiresSignIn: true,
    variables: ({ params, query }) => ({ ...pageVariables(query), teamId: params.id }),
    result: (data) => pageOf(data.teamMessages),
    response: z.array(teamMessageResponse),
  }),
  operationRoute({
    method: 'post',
    path: '/api/teams/:id/messages',
    tag: 'teams',
    summary:
      "Writes a message (plain text) in the team's chat; its readers hear of it live, and the readers it @mentions (found with the names sent in readers) are told.",
    document: operations.postTeamMessage,
    params: idParams,
    body: teamMessageSchema,
    requiresSignIn: true,
    variables: ({ params, body }) => ({ teamId: params.id, input: body }),
    result: (data) => data.postTeamMessage,
    status: 201,
    response: teamMessageResponse,
  }),
  operationRoute({
    method: 'patch',
    path: '/api/teams/:id/messages/:messageId',
    tag: 'teams',
    summary: 'Its author changes a chat message (403 for anyone else).',
    document: operations.editTeamMessage,
    params: teamMessageParams,
    body: teamMessageSchema,
    requiresSignIn: true,
    variables: ({ params, body }) => ({
      id: params.messageId,
      teamId: params.id,
      input: { body: body.body },
    }),
    result: (data) => data.editTeamMessage,
    response: teamMessageResponse,
  }),
  operationRoute({
    method: 'delete',
    path: '/api/teams/:id/messages/:messageId',
    tag: 'teams',
    summary:
      'Its author deletes a chat message: it stays listed as deleted, without its text (403 for anyone else).',
    document: operations.deleteTeamMessage,
    params: teamMessageParams,
    requiresSignIn: true,
    variables: ({ params }) => ({ id: params.messageId, teamId: params.id }),
    result: (data) => data.deleteTeamMessage,
    response: teamMessageResponse,
  }),
  operationRoute({
    method: 'post',
    path: '/api/teams/:id/messages/read',
    tag: 'teams',
    summary: "The caller has read the team's chat up to now: its unread count is 0.",
    document: operations.markTeamChatRead,
    params: idParams,
    requiresSignIn: true,
    variables: ({ params }) => ({ teamId: params.id }),
    result: (data) => data.markTeamChatRead,
    response: teamChatReadResponse,
  }),

  // ---- discussions ----
  operationRoute({
    method: 'get',
    path: '/api/challenges/:id/comments',
    tag: 'discussions',
    summary:
      'The discussion of a challenge: top-level comments oldest first (newest last), each with its replies; paged.',
    document: operations.comments,
    params: idParams,
    query: plainPageQuery,
    variables: ({ params, query }) => ({
      ...pageVariables(query),
      subjectType: 'challenge',
      subjectId: params.id,
    }),
    result: (data) => pageOf(data.comments),
    response: z.array(threadResponse),
  }),
  operationRoute({
    method: 'post',
    path: '/api/challenges/:id/comments',
    tag: 'discussions',
    summary:
      'Writes a comment (plain text) on a challenge, or a reply to one of its top-level comments (parentId); its author and the person replied to are told.',
    document: operations.addComment,
    params: idParams,
    body: commentBody,
    requiresSignIn: true,
    variables: ({ params, body }) => ({
      subjectType: 'challenge',
      subjectId: params.id,
      body: body.body,
      parentId: body.parentId ?? null,
    }),
    result: (data) => data.addComment,
    status: 201,
    response: commentResponse,
  }),
  operationRoute({
    method: 'get',
    path: '/api/projects/:id/comments',
    tag: 'discussions',
    summary:
      'The discussion of a project: top-level comments oldest first (newest last), each with its replies; paged.',
    document: operations.comments,
    params: idParams,
    query: plainPageQuery,
    variables: ({ params, query }) => ({
      ...pageVariables(query),
      subjectType: 'project',
      subjectId: params.id,
    }),
    result: (data) => pageOf(data.comments),
    response: z.array(threadResponse),
  }),
  operationRoute({
    method: 'post',
    path: '/api/projects/:id/comments',
    tag: 'discussions',
    summary:
      'Writes a comment (plain text) on a project, or a reply to one of its top-level comments (parentId); its author and the person replied to are told.',
    document: operations.addComment,
    params: idParams,
    body: commentBody,
    requiresSignIn: true,
    variables: ({ params, body }) => ({
      subjectType: 'project',
      subjectId: params.id,
      body: body.body,
      parentId: body.parentId ?? null,
    }),
    result: (data) => data.addComment,
    status: 201,
    response: commentResponse,
  }),
  operationRoute({
    method: 'patch',
    path: '/api/comments/:id',
    tag: 'discussions',
    summary: 'Its author edits a comment within 15 minutes of writing it (403 after, or for anyone else).',
    document: operations.editComment,
    params: idParams,
    body: editCommentSchema,
    requiresSignIn: true,
    variables: ({ params, body }) => ({ id: params.id, input: body }),
    result: (data) => data.editComment,
    response: commentResponse,
  }),
  operationRoute({
    method: 'delete',
    path: '/api/comments/:id',
    tag: 'discussions',
    summary: 'Its author deletes a comment; one with replies stays in the discussion as deleted.',
    document: operations.deleteComment,
    params: idParams,
    requiresSignIn: true,
    variables: ({ params }) => ({ id: params.id }),
    result: (data) => data.deleteComment,
    response: commentResponse,
  }),

  // ---- Staff and reports (docs/product.md §14) ----
  operationRoute({
    method: 'post',
    path: '/api/reports',
    tag: 'staff',
    summary:
      "Reports a challenge, team, project, resource, comment or person with a reason (spam, harassment, inappropriate, personal_data, other) and an optional note; 409 when the caller's report of it is still open, 400 for oneself.",
    document: operations.reportContent,
    body: reportInputSchema,
    requiresSignIn: true,
    result: (data) => data.reportContent,
    status: 201,
    response: reportResponse,
  }),
  operationRoute({
    method: 'get',
    path: '/api/staff/reports',
    tag: 'staff',
    summary:
      'Staff only (404 for anyone else): items with open reports, the one with the newest report first, each with its reports and reporters; paged.',
    document: operations.moderationQueue,
    query: plainPageQuery,
    requiresSignIn: true,
    variables: ({ query }) => pageVariables(query),
    result: (data) => pageOf(data.moderationQueue),
    response: z.array(reportedItemResponse),
  }),
  operationRoute({
    method: 'get',
    path: '/api/staff/log',
    tag: 'staff',
    summary: 'Staff only (404 for anyone else): the audit log of staff actions, newest first; paged.',
    document: operations.moderationLog,
    query: plainPageQuery,
    requiresSignIn: true,
    variables: ({ query }) => pageVariables(query),
    result: (data) => pageOf(data.moderationLog),
    response: z.array(moderationActionResponse),
  }),
  operationRoute({
    method: 'post',
    path: '/api/staff/reports/dismiss',
    tag: 'staff',
    summary:
      "Staff only (404 for anyone else): closes an item's open reports without changing it (the reporters are told); how many were closed.",
    document: operations.dismissReports,
    body: dismissReportsBody,
    requiresSignIn: true,
    variables: ({ body }) => ({ itemType: body.itemType, itemId: body.itemId, reason: body.reason ?? null }),
    result: (data) => ({ dismissed: data.dismissReports }),
    response: dismissedReportsResponse,
  }),
  operationRoute({
    method: 'post',
    path: '/api/staff/users/:id/suspend',
    tag: 'staff',
    summary:
      'Staff only (404 for anyone else): suspends a person until a time at most a year ahead, or for good (until null), with a reason; every session of theirs ends at once. 403 for oneself or other staff.',
    document: operations.suspendUser,
    params: idParams,
    body: suspendInputSchema,
    requiresSignIn: true,
    variables: ({ params, body }) => ({ userId: params.id, until: body.until, reason: body.reason }),
    result: (data) => data.suspendUser,
    response: moderatedUserResponse,
  }),
  operationRoute({
    method: 'post',
    path: '/api/staff/users/:id/lift',
    tag: 'staff',
    summary:
      'Staff only (404 for anyone else): ends a suspension early (a person not suspended is answered as they are).',
    document: operations.liftSuspension,
    params: idParams,
    requiresSignIn: true,
    variables: ({ params }) => ({ userId: params.id }),
    result: (data) => data.liftSuspension,
    response: moderatedUserResponse,
  }),

  // ---- Isla (brainstorm-ai) ----
  operationRoute({
    method: 'post',
    path: '/api/perplexity/generate-response',
    tag: 'isla',
    summary:
      "Isla's next reply to a prompt, stateless: the configured AI vendor answers, or by default Isla's built-in Socratic engine (offline). 503 when Isla cannot answer (the client then uses a scripted question).",
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
    summary:
      'Whether a challenge idea holds up, with feedback, stateless: the configured AI vendor or the built-in engine answers.',
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
      "Isla's voice: the audio bytes of the text, from ElevenLabs when configured or by default the built-in synthesizer (espeak-ng). 503 when speech is unavailable; the browser then uses its own voice.",
    document: operations.synthesizeSpeech,
    body: speechSchema,
    requiresSignIn: true,
    result: (data) => speechAudio(data.synthesizeSpeech),
    response: binaryResponse(
      ['audio/wav', 'audio/mpeg'],
      'The audio: audio/wav from the built-in synthesizer, audio/mpeg from ElevenLabs.',
    ),
  }),

  // ---- Data export (docs/product.md §15) ----
  operationRoute({
    method: 'get',
    path: '/api/users/me/export',
    tag: 'account',
    summary:
      'Download my data: one JSON file (creators-data-YYYY-MM-DD.json) with everything the services hold about the signed-in person; at most 5 an hour (429); 503 when a service cannot answer (never a partial file).',
    document: operations.myDataExport,
    requiresSignIn: true,
    result: (data) => dataExportFile(data),
    unavailableMessage: 'error.export.unavailable',
    response: binaryResponse(
      ['application/json'],
      "{ format, formatVersion, exportedAt, personId, services: { identity, challenges, teams, showcase, discussions, brainstorm } }: each service's section, a list cut at its cap saying `truncated: true`.",
      { fileName: 'creators-data-YYYY-MM-DD.json' },
    ),
  }),

  // ---- Erasure (docs/product.md §15) ----
  operationRoute({
    method: 'delete',
    path: '/api/users/me',
    tag: 'account',
    summary:
      "Deletes the signed-in person's account for good: password, and as confirmation the account's e-mail address (400 on the field that is wrong). Every session ends, this one too (the cookie is cleared), and every service erases or anonymises their data; 204.",
    document: operations.deleteMyAccount,
    body: deleteAccountSchema,
    requiresSignIn: true,
    result: () => null,
    status: 204,
    response: z.null(),
  }),

  // ---- Staff: hide and restore (docs/product.md §14) ----
  operationRoute({
    method: 'post',
    path: '/api/staff/items/:type/:id/hide',
    tag: 'staff',
    summary:
      'Staff only (404 for anyone else, and for an unknown type or id): hides a challenge, team, project, resource or comment with a reason of 5 to 500 characters. It leaves every list, search and count; only its authors and staff still see it, with the reason. Hiding a hidden item changes nothing.',
    document: operations.setItemHidden,
    params: moderatedItemParams,
    body: hideItemSchema,
    requiresSignIn: true,
    variables: ({ params, body }) => moderatedItemVariables(params, true, body.reason),
    result: (data) => moderatedItem(data),
    response: moderatedItemResponse,
  }),
  operationRoute({
    method: 'post',
    path: '/api/staff/items/:type/:id/restore',
    tag: 'staff',
    summary:
      'Staff only (404 for anyone else, and for an unknown type or id): restores an item staff hid; it is back everywhere. Restoring a visible item changes nothing.',
    document: operations.setItemHidden,
    params: moderatedItemParams,
    requiresSignIn: true,
    variables: ({ params }) => moderatedItemVariables(params, false, null),
    result: (data) => moderatedItem(data),
    response: moderatedItemResponse,
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
  ...PROGRAMME_ROUTES,
  ...JUDGING_ROUTES,
  ...MENTORING_OVERVIEW_ROUTES,
  ...CREDENTIAL_ROUTES,
];
