import { z } from 'zod';
import {
  MODERATED_ITEM_TYPES,
  BRAINSTORM_PHASES,
  EXPERIENCE_LEVELS,
  MENTORING_REQUEST_STATUSES,
  NEW_CHALLENGE_DELIVERIES,
  TEAM_MILESTONES,
  USER_ROLES,
} from '@creators/contracts';
import type {
  GenerateIslaResponseMutation,
  MySessionsQuery,
  RestAchievementFragment,
  RestNotificationPreferencesFragment,
  RestChallengeDetailFragment,
  RestCohortCodeFragment,
  RestCommentFragment,
  RestThreadFragment,
  RestChallengeFragment,
  RestMeetingFragment,
  RestMentorAvailabilityFragment,
  RestMentorFragment,
  RestMentoringRequestFragment,
  RestProjectFeedbackFragment,
  RestPersonFragment,
  RestPersonPageFragment,
  RestProjectDetailFragment,
  RestProjectFragment,
  RestResourceDetailFragment,
  RestRecommendedUserFragment,
  RestResourceFragment,
  RestReceivedInvitationFragment,
  RestTeamDetailFragment,
  RestTeamFragment,
  RestTeamInvitationFragment,
  RestTeamMemberFragment,
  RestTeamMessageFragment,
  RestUnverifiedMentorFragment,
  ValidateChallengeIdeaMutation,
} from '../graphql-types/graphql.js';
import { describes } from './describes.js';
import type { OwnUser } from './own-user.js';

/** A meeting's status: held is set once a meeting with a mentor has ended. */
const MEETING_STATUSES = ['scheduled', 'cancelled', 'held'] as const;

/** A challenge on a person's page. */
export interface PersonChallenge {
  id: string;
  title: string;
  status: string;
}

/**
 * Response shapes of the REST facade, for the OpenAPI document only (requests are validated with the
 * contracts' schemas). Each is checked against the type generated from the supergraph for the fragment or
 * operation of operations.ts it describes (`describes<...>()`), so a field renamed or removed in a service's
 * schema fails to compile here. A schema may be narrower than the generated type only with an enum for a
 * String field.
 */
export const userResponse = describes<OwnUser>()(
  z
    .object({
      id: z.string(),
      email: z.string(),
      isStaff: z.boolean().meta({ description: 'Staff, granted only by an operator.' }),
      firstName: z.string(),
      lastName: z.string(),
      profileImageUrl: z.string().nullable(),
      role: z.enum(USER_ROLES).nullable(),
      skills: z.array(z.string()),
      interests: z.array(z.string()),
      bio: z.string().nullable(),
      experience: z.enum(EXPERIENCE_LEVELS),
      yearsExperience: z.string().nullable(),
      currentRole: z.string().nullable(),
      company: z.string().nullable(),
      createdAt: z.string().meta({ format: 'date-time' }),
      updatedAt: z.string().meta({ format: 'date-time' }),
    })
    .meta({
      id: 'User',
      description: 'A user as the API shows it: never a password or hash.',
    }),
);

export const accountSessionResponse = describes<MySessionsQuery['mySessions'][number]>()(
  z
    .object({
      id: z.string().meta({ description: 'An opaque id: neither the session id nor its hash.' }),
      current: z.boolean().meta({ description: 'The session of this request.' }),
      browser: z.string().nullable().meta({ description: 'e.g. "Chrome on Linux".' }),
      network: z.string().nullable().meta({ description: 'e.g. "203.0.113.0/24"; never the address.' }),
      createdAt: z.string().meta({ format: 'date-time' }),
      lastSeenAt: z.string().meta({ format: 'date-time' }),
    })
    .meta({ id: 'AccountSession', description: "One of the signed-in user's live sessions." }),
);

export const endedSessionsResponse = z
  .object({ ended: z.number().int().meta({ description: 'How many sessions ended.' }) })
  .meta({ id: 'EndedSessions' });

/** One notification of the inbox (docs/product.md "Notification inbox"): the live message's fields and `read`. */
export const notificationResponse = z
  .object({
    id: z
      .string()
      .meta({ description: 'The id of the event it comes from (the live message has the same).' }),
    type: z.string().meta({ examples: ['team.member_joined', 'challenge.published', 'team.chat_mention'] }),
    createdAt: z.string().meta({ format: 'date-time' }),
    read: z.boolean(),
    data: z.unknown().meta({ description: "The type's data, as in the live `notification` message." }),
  })
  .meta({ id: 'Notification' });

export const unreadCountResponse = z
  .object({ unread: z.number().int().meta({ description: 'How many notifications are unread.' }) })
  .meta({ id: 'UnreadNotifications' });

const channels = z
  .object({
    inApp: z.boolean().meta({ description: 'Stored in the inbox and shown live.' }),
    email: z.boolean().meta({ description: 'Sent by e-mail too.' }),
  })
  .meta({ id: 'NotificationChannels' });

export const notificationPreferencesResponse = describes<RestNotificationPreferencesFragment>()(
  z
    .object({
      teamJoins: channels,
      invitations: channels,
      likes: channels,
      badges: channels,
      newChallenges: channels,
      chatMentions: channels,
      programmes: channels,
      newChallengesDelivery: z.enum(NEW_CHALLENGE_DELIVERIES).meta({
        description: 'New challenges one by one (each) or as one digest a day (daily, the default).',
      }),
    })
    .meta({ id: 'NotificationPreferences' }),
);

export const recommendedUserResponse = describes<RestRecommendedUserFragment>()(
  z
    .object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      role: z.string().nullable(),
      experience: z.string(),
      profileImageUrl: z.string().nullable(),
      sharedSkills: z.array(z.string()),
      sharedInterests: z.array(z.string()),
    })
    .meta({ id: 'RecommendedUser' }),
);

export const achievementResponse = describes<RestAchievementFragment>()(
  z
    .object({
      id: z.string(),
      key: z.string().meta({
        description: 'Stable badge key (first-challenge, first-team, …); the front end translates by it.',
        examples: ['first-team'],
      }),
      name: z.string(),
      title: z.string(),
      description: z.string(),
      icon: z.string(),
      category: z.string(),
      points: z.number().int(),
      earnedAt: z.string().meta({ format: 'date-time' }).nullable(),
    })
    .meta({ id: 'Achievement' }),
);

const dateTime = () => z.string().meta({ format: 'date-time' });

/** A person as lists show them (author, team member): resolved by identity, null when the user is gone. */
export const userSummaryResponse = describes<RestPersonFragment>()(
  z
    .object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      profileImageUrl: z.string().nullable(),
    })
    .meta({ id: 'UserSummary' }),
);

export const challengeResponse = describes<RestChallengeFragment>()(
  z
    .object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      category: z.string().meta({ examples: ['technology'] }),
      difficulty: z.string().meta({ examples: ['beginner'] }),
      status: z.string().meta({ examples: ['active'] }),
      tags: z.array(z.string()),
      createdBy: z.string(),
      programmeId: z.string().nullable().meta({
        description:
          'The programme it belongs to (docs/product.md §16): its author’s current programme when it was published; null for none.',
      }),
      author: userSummaryResponse.nullable(),
      teamCount: z.number().int().nullable().meta({
        description:
          'Teams working on the challenge. Null in GraphQL while the teams service is down; REST answers 503 then.',
      }),
      createdAt: dateTime(),
      updatedAt: dateTime(),
    })
    .meta({ id: 'Challenge' }),
);

export const teamMemberResponse = describes<RestTeamMemberFragment>()(
  z
    .object({
      userId: z.string(),
      role: z.string().meta({ examples: ['leader', 'member'] }),
      joinedAt: dateTime(),
      user: userSummaryResponse.nullable(),
    })
    .meta({ id: 'TeamMember' }),
);

/** One of a team's milestones, reached or not. */
const teamMilestoneResponse = z
  .object({
    key: z.enum(TEAM_MILESTONES),
    done: z.boolean().meta({ description: 'The team has reached it.' }),
  })
  .meta({ id: 'TeamMilestone' });

export const teamResponse = describes<RestTeamFragment>()(
  z
    .object({
      id: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      challengeId: z.string().nullable(),
      challenge: z.object({ id: z.string(), title: z.string() }).nullable(),
      leaderId: z.string(),
      programmeId: z.string().nullable().meta({
        description:
          'The programme it belongs to (docs/product.md §16): its leader’s current programme when it was created; null for none.',
      }),
      maxMembers: z.number().int(),
      status: z.string().meta({ examples: ['forming', 'active', 'completed'] }),
      memberCount: z.number().int(),
      progress: z
        .number()
        .int()
        .meta({ description: '0 to 100: the share of its milestones the team has reached, rounded.' }),
      milestones: z.array(teamMilestoneResponse).meta({
        description: `Every milestone, in this order: ${TEAM_MILESTONES.join(', ')} (docs/product.md §16.3).`,
      }),
      members: z.array(teamMemberResponse).meta({ description: 'The leader first, then by joinedAt.' }),
      isMember: z.boolean().meta({ description: 'The caller belongs to the team (false when signed out).' }),
      createdAt: dateTime(),
      updatedAt: dateTime(),
    })
    .meta({ id: 'Team' }),
);

/**
 * Staff hiding (docs/product.md §14): a hidden item's page answers only its authors and staff, and says so. A
 * hidden comment is like a deleted one to everyone else (empty, no author), hidden still true.
 */
const hiddenFields = {
  hidden: z.boolean().meta({ description: 'Hidden by staff: only its authors and staff still see it.' }),
  hiddenReason: z
    .string()
    .nullable()
    .meta({ description: 'Why staff hid it, for its authors and staff; null otherwise.' }),
};

/** A project named on a page (a team's, a challenge's teams'). */
const projectSummary = z.object({ id: z.string(), title: z.string() });

export const challengeDetailResponse = describes<RestChallengeDetailFragment>()(
  challengeResponse
    .extend({
      validatedInsights: z
        .array(z.string())
        .meta({ description: 'The brainstorm insights the challenge was published from (empty otherwise).' }),
      editedAt: dateTime()
        .nullable()
        .meta({ description: 'When its author last changed its content; null when never.' }),
      canEdit: z.boolean().meta({ description: 'The caller is its author (false when signed out).' }),
      ...hiddenFields,
      teams: z
        .object({
          nodes: z.array(
            z.object({
              id: z.string(),
              name: z.string(),
              status: z.string(),
              memberCount: z.number().int(),
              maxMembers: z.number().int(),
              progress: z.number().int(),
              projects: z.array(projectSummary).nullable(),
            }),
          ),
          totalCount: z.number().int(),
        })
        .nullable()
        .meta({
          description:
            'The teams working on it, newest first (the first 20), with their progress and projects; null while the teams service cannot answer.',
        }),
    })
    .meta({ id: 'ChallengeDetail' }),
);

export const teamInvitationResponse = describes<RestTeamInvitationFragment>()(
  z
    .object({
      id: z.string(),
      teamId: z.string(),
      invitedUserId: z.string(),
      invitedBy: z.string(),
      status: z.string().meta({
        examples: ['pending', 'accepted', 'declined', 'withdrawn', 'expired'],
        description: 'expired: pending and older than 14 days.',
      }),
      createdAt: dateTime(),
      expiresAt: dateTime(),
      answeredAt: dateTime().nullable(),
    })
    .meta({ id: 'TeamInvitation' }),
);

export const receivedInvitationResponse = describes<RestReceivedInvitationFragment>()(
  teamInvitationResponse
    .extend({
      team: z.object({ id: z.string(), name: z.string() }).nullable(),
      inviter: userSummaryResponse.nullable(),
    })
    .meta({ id: 'ReceivedInvitation' }),
);

export const meetingResponse = describes<RestMeetingFragment>()(
  z
    .object({
      id: z.string(),
      title: z.string(),
      description: z.string().nullable(),
      teamId: z.string().nullable(),
      hostId: z.string(),
      scheduledAt: dateTime(),
      duration: z.number().int().meta({ description: 'Minutes.' }),
      meetingUrl: z.string().nullable(),
      status: z.enum(MEETING_STATUSES),
      mentorId: z.string().nullable().meta({ description: 'The mentor who attends, if any.' }),
      notes: z.string().nullable().meta({ description: "The attendees' notes." }),
      createdAt: dateTime(),
      updatedAt: dateTime().meta({ description: 'Send it back as expectedUpdatedAt to change the meeting.' }),
    })
    .meta({ id: 'Meeting' }),
);

export const teamDetailResponse = describes<RestTeamDetailFragment>()(
  teamResponse
    .extend({
      openSeats: z.number().int().meta({ description: 'How many more members it can take (0 when full).' }),
      canManage: z.boolean().meta({ description: 'The caller leads the team.' }),
      ...hiddenFields,
      projects: z
        .array(projectSummary)
        .nullable()
        .meta({ description: 'Its showcased projects; null while showcase cannot answer.' }),
      meetings: z.array(meetingResponse).meta({
        description: 'Its meetings that are not over yet, soonest first, for its members; empty for others.',
      }),
      editedAt: dateTime()
        .nullable()
        .meta({ description: 'When its leader last changed its name, description, size or challenge.' }),
      mentors: z.array(userSummaryResponse).meta({ description: 'Its mentors (at most 2).' }),
      invitations: z.array(teamInvitationResponse).meta({
        description: 'Every invitation of the team, newest first, for its leader; empty for others.',
      }),
    })
    .meta({ id: 'TeamDetail' }),
);

export const resourceResponse = describes<RestResourceFragment>()(
  z
    .object({
      id: z.string(),
      title: z.string(),
      description: z.string().nullable(),
      type: z.string().meta({ examples: ['video', 'article', 'book', 'course', 'tool'] }),
      url: z.string(),
      provider: z.string().nullable(),
      difficulty: z.string().meta({ examples: ['beginner'] }),
      tags: z.array(z.string()),
      duration: z.string().nullable(),
      createdAt: dateTime(),
      updatedAt: dateTime(),
    })
    .meta({ id: 'Resource' }),
);

export const projectResponse = describes<RestProjectFragment>()(
  z
    .object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      teamId: z.string(),
      team: z
        .object({
          id: z.string(),
          name: z.string(),
          memberCount: z.number().int(),
          members: z.array(teamMemberResponse),
        })
        .nullable(),
      challengeId: z.string().nullable(),
      programmeId: z
        .string()
        .nullable()
        .meta({ description: 'The programme of its team (docs/product.md §16); null for none.' }),
      status: z.string().meta({ examples: ['showcased'] }),
      repositoryUrl: z.string().nullable(),
      demoUrl: z.string().nullable(),
      imageUrl: z.string().nullable(),
      likes: z.number().int(),
      likedByMe: z.boolean(),
      views: z.number().int(),
      tags: z.array(z.string()),
      createdBy: z.string(),
      createdAt: dateTime(),
      updatedAt: dateTime(),
    })
    .meta({ id: 'Project' }),
);

export const projectDetailResponse = describes<RestProjectDetailFragment>()(
  projectResponse
    .extend({
      editedAt: dateTime()
        .nullable()
        .meta({ description: 'When its author last changed it; null when never.' }),
      submissionsClosedAt: dateTime().nullable().meta({
        description:
          'Its programme’s submission deadline once it has passed: from then on it can no longer be changed or removed (409); null before, and without a programme.',
      }),
      canEdit: z.boolean().meta({ description: 'The caller is its author (false when signed out).' }),
      ...hiddenFields,
    })
    .meta({ id: 'ProjectDetail' }),
);

export const resourceDetailResponse = describes<RestResourceDetailFragment>()(
  resourceResponse
    .extend({
      editedAt: dateTime().nullable(),
      canEdit: z.boolean().meta({ description: 'The caller added it (false when signed out).' }),
      ...hiddenFields,
    })
    .meta({ id: 'ResourceDetail' }),
);

export const personResponse = describes<RestPersonPageFragment & { challenges: PersonChallenge[] }>()(
  z
    .object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      profileImageUrl: z.string().nullable(),
      role: z.enum(USER_ROLES).nullable(),
      skills: z.array(z.string()),
      interests: z.array(z.string()),
      bio: z.string().nullable(),
      experience: z.enum(EXPERIENCE_LEVELS),
      yearsExperience: z.string().nullable(),
      currentRole: z.string().nullable(),
      company: z.string().nullable(),
      mentorVerified: z.boolean().nullable().meta({
        description:
          'Whether staff verified this mentor (docs/product.md §14); false: "mentor, not yet verified"; null for anyone not a mentor.',
      }),
      createdAt: dateTime(),
      achievements: z
        .array(achievementResponse)
        .meta({ description: 'Their badges, newest first (at most 20).' }),
      teams: z
        .array(z.object({ id: z.string(), name: z.string(), status: z.string() }))
        .nullable()
        .meta({ description: 'The teams they belong to; null while the teams service cannot answer.' }),
      projects: z
        .array(z.object({ id: z.string(), title: z.string() }))
        .nullable()
        .meta({ description: 'The showcased projects of their teams; null while showcase cannot answer.' }),
      challenges: z.array(z.object({ id: z.string(), title: z.string(), status: z.string() })).meta({
        description: 'The challenges they published (not archived ones), newest first (at most 50).',
      }),
    })
    .meta({ id: 'Person' }),
);

export const commentResponse = describes<RestCommentFragment>()(
  z
    .object({
      id: z.string(),
      subjectType: z.string().meta({ examples: ['challenge', 'project'] }),
      subjectId: z.string(),
      parentId: z
        .string()
        .nullable()
        .meta({ description: 'The comment it replies to (replies are one level deep).' }),
      body: z
        .string()
        .meta({ description: 'Plain text as written (never rendered as markup); empty when deleted.' }),
      deleted: z.boolean(),
      authorId: z.string().nullable(),
      author: userSummaryResponse.nullable(),
      createdAt: dateTime(),
      updatedAt: dateTime(),
      editedAt: dateTime().nullable(),
      canEdit: z.boolean().meta({ description: 'The caller wrote it less than 15 minutes ago.' }),
      canDelete: z.boolean().meta({ description: 'The caller wrote it.' }),
      ...hiddenFields,
    })
    .meta({ id: 'Comment' }),
);

export const teamMessageResponse = describes<RestTeamMessageFragment>()(
  z
    .object({
      id: z.string(),
      teamId: z.string(),
      authorId: z.string(),
      author: userSummaryResponse,
      body: z.string().meta({
        description:
          'Plain text as written (never rendered as markup; http and https addresses are shown as links); empty when deleted or hidden by staff (but for staff).',
      }),
      createdAt: dateTime(),
      editedAt: dateTime().nullable(),
      deleted: z.boolean().meta({ description: 'Its author deleted it.' }),
      canEdit: z.boolean().meta({ description: 'The caller wrote it and it is neither deleted nor hidden.' }),
      ...hiddenFields,
    })
    .meta({ id: 'TeamMessage' }),
);

export const teamChatReadResponse = z
  .object({ teamId: z.string(), unread: z.number().int() })
  .meta({ id: 'TeamChatRead' });

export const threadResponse = describes<RestThreadFragment>()(
  commentResponse
    .extend({
      replies: z.array(commentResponse).meta({ description: 'Its replies, oldest first (at most 50).' }),
    })
    .meta({ id: 'CommentThread' }),
);

export const islaReplyResponse = describes<GenerateIslaResponseMutation['generateIslaResponse']>()(
  z
    .object({
      message: z.string(),
      nextPhase: z.enum(BRAINSTORM_PHASES).nullable(),
    })
    .meta({ id: 'IslaReply' }),
);

export const challengeValidationResponse = describes<
  ValidateChallengeIdeaMutation['validateChallengeIdea']
>()(z.object({ valid: z.boolean(), feedback: z.string() }).meta({ id: 'ChallengeValidation' }));

/** Every error of the REST facade: message in the request's language (Accept-Language), code, per-field messages. */
export const errorResponse = z
  .object({
    message: z.string(),
    code: z.string().meta({
      examples: [
        'BAD_USER_INPUT',
        'UNAUTHENTICATED',
        'FORBIDDEN',
        'NOT_FOUND',
        'CONFLICT',
        'TOO_MANY_REQUESTS',
        'SERVICE_UNAVAILABLE',
      ],
    }),
    fields: z.record(z.string(), z.string()).optional(),
    errorId: z
      .string()
      .optional()
      .meta({ description: 'Present on 500: the id under which the error was logged.' }),
  })
  .meta({ id: 'Error' });

// Mentoring (docs/product.md §12).

export const mentorAvailabilityResponse = describes<RestMentorAvailabilityFragment>()(
  z
    .object({
      slots: z
        .array(
          z.object({
            day: z.number().int().meta({ description: 'ISO weekday: 1 Monday … 7 Sunday.' }),
            start: z.string().meta({ examples: ['16:00'] }),
            end: z.string().meta({ examples: ['18:00'] }),
          }),
        )
        .meta({ description: "Weekly slots, local times in the mentor's time zone." }),
      timeZone: z.string().meta({ examples: ['Europe/Berlin'] }),
      maxTeams: z.number().int(),
      notAvailableUntil: dateTime().nullable(),
      languages: z.array(z.string()).meta({ examples: [['en', 'de']] }),
      updatedAt: dateTime()
        .nullable()
        .meta({ description: 'Null while the mentor has not set it (the defaults).' }),
    })
    .meta({ id: 'MentorAvailability' }),
);

export const mentorResponse = describes<RestMentorFragment>()(
  z
    .object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      profileImageUrl: z.string().nullable(),
      skills: z.array(z.string()).meta({ description: 'Their expertise.' }),
      interests: z.array(z.string()),
      bio: z.string().nullable(),
      experience: z.enum(EXPERIENCE_LEVELS),
      yearsExperience: z.string().nullable(),
      currentRole: z.string().nullable(),
      company: z.string().nullable(),
      mentorAvailability: mentorAvailabilityResponse.nullable(),
    })
    .meta({ id: 'Mentor' }),
);

export const mentoringRequestResponse = describes<RestMentoringRequestFragment>()(
  z
    .object({
      id: z.string(),
      teamId: z.string(),
      team: z.object({ id: z.string(), name: z.string() }).nullable(),
      mentorId: z.string(),
      mentor: userSummaryResponse.nullable(),
      requestedBy: z.string(),
      requester: userSummaryResponse.nullable(),
      message: z.string(),
      topics: z.array(z.string()),
      status: z.enum(MENTORING_REQUEST_STATUSES),
      note: z.string().nullable(),
      createdAt: dateTime(),
      answeredAt: dateTime().nullable(),
      expiresAt: dateTime().meta({ description: 'A pending request reads as expired from then.' }),
    })
    .meta({ id: 'MentoringRequest' }),
);

export const freeSlotResponse = z
  .object({ startsAt: dateTime(), endsAt: dateTime() })
  .meta({ id: 'FreeSlot', description: "A free stretch of one of the mentor's weekly slots." });

export const projectFeedbackResponse = describes<RestProjectFeedbackFragment>()(
  z
    .object({
      id: z.string(),
      projectId: z.string(),
      mentorId: z.string(),
      mentor: userSummaryResponse.nullable(),
      notes: z.string(),
      scores: z
        .object({
          problem: z.number().int(),
          solution: z.number().int(),
          prototype: z.number().int(),
          presentation: z.number().int(),
        })
        .nullable()
        .meta({
          description: "1 to 4 each; null unless the caller is a member or mentor of the project's team.",
        }),
      createdAt: dateTime(),
      updatedAt: dateTime(),
    })
    .meta({ id: 'ProjectFeedback' }),
);

// ---- Staff: mentors and cohort codes (docs/product.md §14) ----

export const unverifiedMentorResponse = describes<RestUnverifiedMentorFragment>()(
  z
    .object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      profileImageUrl: z.string().nullable(),
      skills: z.array(z.string()),
      bio: z.string().nullable(),
      experience: z.enum(EXPERIENCE_LEVELS),
      yearsExperience: z.string().nullable(),
      currentRole: z.string().nullable(),
      company: z.string().nullable(),
      mentorVerified: z
        .boolean()
        .nullable()
        .meta({ description: 'Whether staff verified them: listed in the directory, may accept mentoring.' }),
      createdAt: dateTime().meta({ description: 'When they registered.' }),
    })
    .meta({ id: 'StaffMentor', description: 'A mentor as staff see them when verifying.' }),
);

export const cohortCodeResponse = describes<RestCohortCodeFragment>()(
  z
    .object({
      id: z.string(),
      code: z.string().meta({ description: 'What the class types at registration.', examples: ['K7M2QXPA'] }),
      name: z.string(),
      validUntil: dateTime(),
      maxUses: z.number().int(),
      uses: z.number().int().meta({ description: 'Registrations that used it so far.' }),
      createdAt: dateTime(),
    })
    .meta({ id: 'CohortCode', description: 'A code a class registers with, counted against the code.' }),
);

/** Staff hid or restored an item (docs/product.md §14): what it is now. */
export const moderatedItemResponse = z
  .object({
    type: z.enum(MODERATED_ITEM_TYPES),
    id: z.string(),
    hidden: z.boolean(),
    hiddenReason: z
      .string()
      .nullable()
      .meta({ description: 'Why staff hid it (null once restored); shown to its authors and staff only.' }),
  })
  .meta({ id: 'ModeratedItem' });
