import { z } from 'zod';
import { ANNOUNCEMENT_AUDIENCES, PROGRAMME_PHASES, TEAM_MILESTONES } from '@creators/contracts';
import type {
  PostAnnouncementMutation,
  RestProgrammeFragment,
  RestProgrammeMemberFragment,
  RestProgrammeTeamFragment,
} from '../../graphql-types/graphql.js';
import { describes } from '../describes.js';

// Response shapes of the programmes' REST paths, for the OpenAPI document (docs/product.md §16).

const dateTime = () => z.string().meta({ format: 'date-time' });

export const programmeResponse = describes<RestProgrammeFragment>()(
  z
    .object({
      id: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      nameDe: z.string().nullable(),
      descriptionDe: z.string().nullable(),
      timeZone: z.string().meta({ examples: ['Europe/Berlin'] }),
      phases: z.array(z.object({ key: z.enum(PROGRAMME_PHASES), startsAt: dateTime(), endsAt: dateTime() })),
      submissionDeadline: dateTime(),
      judgingEndsAt: dateTime(),
      resultsAt: dateTime(),
      currentPhase: z
        .enum(PROGRAMME_PHASES)
        .nullable()
        .meta({ description: 'The phase the calendar is in now; null before it starts.' }),
      submissionsOpen: z.boolean(),
      nextDeadline: z
        .object({
          kind: z.enum(['phaseEnd', 'submission', 'judgingEnd', 'results']),
          phase: z.enum(PROGRAMME_PHASES).nullable(),
          at: dateTime(),
        })
        .nullable(),
      joinCode: z
        .string()
        .nullable()
        .meta({ description: 'For its organisers and staff only; null otherwise.' }),
      viewerIsOrganiser: z.boolean(),
      memberCount: z.number().int(),
      organisers: z.array(z.object({ id: z.string() })),
      createdAt: dateTime(),
      updatedAt: dateTime().meta({ description: 'Send as expectedUpdatedAt to edit it.' }),
    })
    .meta({ id: 'Programme', description: 'A programme with its calendar (docs/product.md §16).' }),
);

export const myProgrammeResponse = z
  .object({
    current: z.boolean().meta({ description: 'The one the person works in now.' }),
    member: z.boolean(),
    organiser: z.boolean(),
    programme: programmeResponse,
  })
  .meta({ id: 'MyProgramme' });

const personName = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

export const programmeMemberResponse = describes<RestProgrammeMemberFragment>()(
  z
    .object({
      userId: z.string(),
      user: personName,
      joinedAt: dateTime(),
      isMentor: z.boolean(),
      lastActiveOn: z.string().nullable().meta({ description: 'YYYY-MM-DD (UTC); null when never seen.' }),
      startedBrainstorm: z.boolean(),
      team: z
        .object({
          id: z.string(),
          name: z.string(),
          progress: z.number().int(),
          milestones: z.array(z.object({ key: z.enum(TEAM_MILESTONES), done: z.boolean() })),
          projectId: z.string().nullable(),
          projectTitle: z.string().nullable(),
          result: z
            .object({
              rank: z.number().int().nullable(),
              awards: z.array(z.string()),
              awardsDe: z.array(z.string()),
            })
            .nullable()
            .meta({
              description: "Its project's rank and awards once the results are published; null before.",
            }),
        })
        .nullable(),
    })
    .meta({ id: 'ProgrammeMember', description: 'A member as the cohort view shows them.' }),
);

export const programmeTeamResponse = describes<RestProgrammeTeamFragment>()(
  z
    .object({
      id: z.string(),
      name: z.string(),
      leaderId: z.string(),
      progress: z.number().int().meta({ description: 'The share of milestones reached, in percent.' }),
      milestones: z.array(z.object({ key: z.enum(TEAM_MILESTONES), done: z.boolean() })),
      projectId: z.string().nullable(),
      projectTitle: z.string().nullable(),
      createdAt: dateTime(),
      members: z.array(personName),
      mentors: z.array(personName),
    })
    .meta({ id: 'ProgrammeTeam', description: 'A team as the cohort view shows it.' }),
);

export const announcementResponse = describes<PostAnnouncementMutation['postAnnouncement']>()(
  z
    .object({
      id: z.string(),
      programmeId: z.string(),
      title: z.string(),
      body: z.string(),
      audience: z.enum(ANNOUNCEMENT_AUDIENCES),
      recipientCount: z.number().int(),
      createdAt: dateTime(),
    })
    .meta({ id: 'Announcement' }),
);
