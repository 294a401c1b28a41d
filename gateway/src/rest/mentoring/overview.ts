import { z } from 'zod';
import { PROGRAMME_PHASES, TEAM_MILESTONES } from '@creators/contracts';
import { graphql } from '../../graphql-types/gql.js';
import type { MentoringOverviewQuery } from '../../graphql-types/graphql.js';
import { describes } from '../describes.js';
import { operationRoute, type RestRoute } from '../route-definition.js';

// A mentor's dashboard in one call (docs/product.md §16.7): the teams they mentor with milestones and upcoming
// meetings, the requests waiting for their answer, the projects waiting for their feedback, and their programme's
// next date.

export const mentoringOverview = graphql(`
  query MentoringOverview {
    myMentoredTeams {
      id
      name
      programmeId
      progress
      milestones {
        key
        done
      }
      meetings {
        id
        title
        scheduledAt
        duration
        meetingUrl
      }
    }
    incomingMentoringRequests(first: 20, pendingOnly: true) {
      nodes {
        id
        team {
          id
          name
        }
        requester {
          id
          firstName
          lastName
        }
        message
        topics
        createdAt
        expiresAt
      }
    }
    projectsAwaitingMyFeedback(first: 20) {
      nodes {
        id
        title
        teamId
        updatedAt
      }
    }
    myProgrammes {
      current
      programme {
        id
        name
        timeZone
        currentPhase
        submissionDeadline
        nextDeadline {
          kind
          phase
          at
        }
      }
    }
  }
`);

const dateTime = () => z.string().meta({ format: 'date-time' });

type Overview = {
  teams: MentoringOverviewQuery['myMentoredTeams'];
  requests: MentoringOverviewQuery['incomingMentoringRequests']['nodes'];
  feedbackOwed: MentoringOverviewQuery['projectsAwaitingMyFeedback']['nodes'];
  programme: MentoringOverviewQuery['myProgrammes'][number]['programme'] | null;
};

const mentoringOverviewResponse = describes<Overview>()(
  z
    .object({
      teams: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          programmeId: z.string().nullable(),
          progress: z
            .number()
            .int()
            .meta({ description: 'The share of its milestones reached, in percent.' }),
          milestones: z.array(z.object({ key: z.enum(TEAM_MILESTONES), done: z.boolean() })),
          meetings: z
            .array(
              z.object({
                id: z.string(),
                title: z.string(),
                scheduledAt: dateTime(),
                duration: z.number().int(),
                meetingUrl: z.string().nullable(),
              }),
            )
            .meta({ description: 'Upcoming, soonest first.' }),
        }),
      ),
      requests: z
        .array(
          z.object({
            id: z.string(),
            team: z.object({ id: z.string(), name: z.string() }).nullable(),
            requester: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
            message: z.string(),
            topics: z.array(z.string()),
            createdAt: dateTime(),
            expiresAt: dateTime(),
          }),
        )
        .meta({ description: 'Waiting for the mentor’s answer (at most 20, oldest first).' }),
      feedbackOwed: z
        .array(z.object({ id: z.string(), title: z.string(), teamId: z.string(), updatedAt: dateTime() }))
        .meta({ description: 'Projects of the teams they mentor without their feedback yet (at most 20).' }),
      programme: z
        .object({
          id: z.string(),
          name: z.string(),
          timeZone: z.string(),
          currentPhase: z.enum(PROGRAMME_PHASES).nullable(),
          submissionDeadline: dateTime(),
          nextDeadline: z
            .object({
              kind: z.enum(['phaseEnd', 'submission', 'judgingEnd', 'results']),
              phase: z.enum(PROGRAMME_PHASES).nullable(),
              at: dateTime(),
            })
            .nullable(),
        })
        .nullable()
        .meta({ description: 'The programme they work in now, with its next date; null when none.' }),
    })
    .meta({ id: 'MentoringOverview' }),
);

export const MENTORING_OVERVIEW_ROUTES: RestRoute[] = [
  operationRoute({
    method: 'get',
    path: '/api/users/me/mentoring/overview',
    tag: 'mentoring',
    summary:
      "A mentor's dashboard in one call: the teams they mentor (milestones, upcoming meetings), the requests waiting for their answer, the projects waiting for their feedback, and their current programme's next date.",
    document: mentoringOverview,
    requiresSignIn: true,
    result: (data): Overview => ({
      teams: data.myMentoredTeams,
      requests: data.incomingMentoringRequests.nodes,
      feedbackOwed: data.projectsAwaitingMyFeedback.nodes,
      programme: data.myProgrammes.find((mine) => mine.current)?.programme ?? null,
    }),
    response: mentoringOverviewResponse,
  }),
];
