import { graphql } from './generated';
import type { MentorDashboardRequestsQuery, MentorDashboardTeamsQuery } from './generated/graphql';

/** A team the signed-in mentor mentors, as their dashboard shows it. */
export type MentorDashboardTeam = MentorDashboardTeamsQuery['myMentoredTeams'][number];
/** A request waiting for the signed-in mentor's answer, as their dashboard shows it. */
export type MentorDashboardRequest =
  MentorDashboardRequestsQuery['incomingMentoringRequests']['nodes'][number];

/**
 * The mentor's dashboard at `/`: the teams they mentor with their milestones and upcoming meetings (soonest first).
 * Asks for every field MY_MENTORED_TEAMS_QUERY (the Mentoring page) asks for: both read the same cached list.
 */
export const MENTOR_DASHBOARD_TEAMS_QUERY = graphql(`
  query MentorDashboardTeams {
    myMentoredTeams {
      id
      name
      status
      progress
      memberCount
      milestones {
        key
        done
      }
      meetings {
        id
        title
        scheduledAt
        duration
        status
      }
    }
  }
`);

/**
 * The mentor's dashboard: the first requests waiting for their answer (answered on the Mentoring page, whose own
 * query, graphql/mentoring.ts, pages through them all), and how many there are.
 */
export const MENTOR_DASHBOARD_REQUESTS_QUERY = graphql(`
  query MentorDashboardRequests($first: Int) {
    incomingMentoringRequests(first: $first, pendingOnly: true) {
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
        status
        createdAt
      }
      totalCount
    }
  }
`);
