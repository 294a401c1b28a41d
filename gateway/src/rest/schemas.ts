import { z } from 'zod';
import {
  BRAINSTORM_PHASES,
  EXPERIENCE_LEVELS,
  USER_ROLES,
  type Achievement,
  type IslaResponse,
  type RecommendedUser,
  type User,
} from '@creators/contracts';

/**
 * Response shapes of the REST facade, for the OpenAPI document only (requests are validated with the
 * contracts' schemas). Each is checked against the contracts' type, so a changed contract fails to compile.
 */
export const userResponse = z
  .object({
    id: z.string(),
    email: z.string(),
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
  }) satisfies z.ZodType<User>;

export const recommendedUserResponse = z
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
  .meta({ id: 'RecommendedUser' }) satisfies z.ZodType<RecommendedUser>;

export const achievementResponse = z
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
  .meta({ id: 'Achievement' }) satisfies z.ZodType<Achievement>;

const dateTime = () => z.string().meta({ format: 'date-time' });

/** A person as lists show them (author, team member): resolved by identity, null when the user is gone. */
export const userSummaryResponse = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profileImageUrl: z.string().nullable(),
  })
  .meta({ id: 'UserSummary' });

export const challengeResponse = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    category: z.string().meta({ examples: ['technology'] }),
    difficulty: z.string().meta({ examples: ['beginner'] }),
    status: z.string().meta({ examples: ['active'] }),
    tags: z.array(z.string()),
    createdBy: z.string(),
    author: userSummaryResponse.nullable(),
    teamCount: z.number().int().meta({ description: 'Teams working on the challenge.' }),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .meta({ id: 'Challenge' });
export type ChallengeView = z.infer<typeof challengeResponse>;

export const teamMemberResponse = z
  .object({
    userId: z.string(),
    role: z.string().meta({ examples: ['leader', 'member'] }),
    joinedAt: dateTime(),
    user: userSummaryResponse.nullable(),
  })
  .meta({ id: 'TeamMember' });

export const teamResponse = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    challengeId: z.string().nullable(),
    challenge: z.object({ id: z.string(), title: z.string() }).nullable(),
    leaderId: z.string(),
    maxMembers: z.number().int(),
    status: z.string().meta({ examples: ['forming', 'active', 'completed'] }),
    memberCount: z.number().int(),
    progress: z.number().int().meta({ description: '0 to 100, derived from the team’s real state.' }),
    members: z.array(teamMemberResponse).meta({ description: 'The leader first, then by joinedAt.' }),
    isMember: z.boolean().meta({ description: 'The caller belongs to the team (false when signed out).' }),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .meta({ id: 'Team' });
export type TeamView = z.infer<typeof teamResponse>;

export const teamInvitationResponse = z
  .object({
    id: z.string(),
    teamId: z.string(),
    invitedUserId: z.string(),
    invitedBy: z.string(),
    status: z.string().meta({ examples: ['pending'] }),
    createdAt: dateTime(),
  })
  .meta({ id: 'TeamInvitation' });
export type TeamInvitationView = z.infer<typeof teamInvitationResponse>;

export const meetingResponse = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    teamId: z.string().nullable(),
    hostId: z.string(),
    scheduledAt: dateTime(),
    duration: z.number().int().meta({ description: 'Minutes.' }),
    meetingUrl: z.string().nullable(),
    status: z.string().meta({ examples: ['scheduled'] }),
    createdAt: dateTime(),
  })
  .meta({ id: 'Meeting' });
export type MeetingView = z.infer<typeof meetingResponse>;

export const resourceResponse = z
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
  })
  .meta({ id: 'Resource' });
export type ResourceView = z.infer<typeof resourceResponse>;

export const projectResponse = z
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
  .meta({ id: 'Project' });
export type ProjectView = z.infer<typeof projectResponse>;

export const islaReplyResponse = z
  .object({
    message: z.string(),
    nextPhase: z.enum(BRAINSTORM_PHASES).nullable(),
  })
  .meta({ id: 'IslaReply' }) satisfies z.ZodType<Omit<IslaResponse, 'provider'>>;

export const challengeValidationResponse = z
  .object({ valid: z.boolean(), feedback: z.string() })
  .meta({ id: 'ChallengeValidation' });

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
