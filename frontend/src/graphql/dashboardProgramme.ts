import { graphql } from './generated';
import type {
  DashboardProgrammeQuery,
  DashboardProgrammeTeamsQuery,
  PinnedAnnouncementsQuery,
} from './generated/graphql';

/** The programme a person works in now, as the dashboard shows it (its phase, its next date, its time zone). */
export type DashboardProgramme = DashboardProgrammeQuery['myProgrammes'][number]['programme'];
/** A team of the person's, with its programme and milestones (docs/product.md §16.3). */
export type DashboardProgrammeTeam = DashboardProgrammeTeamsQuery['myTeams']['nodes'][number];
/** An announcement pinned on the person's dashboard (plain text). */
export type PinnedAnnouncement = PinnedAnnouncementsQuery['pinnedAnnouncements'][number];

/**
 * The dashboard's programme: the one of myProgrammes with `current`. Asks for every field of MyProgramme that
 * graphql/programmes.ts asks for too (current, member, organiser): the list's items have no id, so each answer
 * replaces the cached list, and neither query may then miss a field the other one needs.
 */
export const DASHBOARD_PROGRAMME_QUERY = graphql(`
  query DashboardProgramme {
    myProgrammes {
      current
      member
      organiser
      programme {
        id
        name
        nameDe
        timeZone
        currentPhase
        submissionsOpen
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

/**
 * The person's teams with their programme and milestones ('Your Progress' follows the team of the current
 * programme). A page size of its own (MY_TEAMS_QUERY reads 20 with every field) keeps it a cache entry of its own.
 */
export const DASHBOARD_PROGRAMME_TEAMS_QUERY = graphql(`
  query DashboardProgrammeTeams {
    myTeams(first: 25) {
      nodes {
        id
        name
        programmeId
        progress
        milestones {
          key
          done
        }
      }
    }
  }
`);

/** The announcements pinned on the signed-in person's dashboard, newest first (programmes service). */
export const PINNED_ANNOUNCEMENTS_QUERY = graphql(`
  query PinnedAnnouncements {
    pinnedAnnouncements {
      id
      programmeId
      title
      body
      createdAt
    }
  }
`);

/** Takes an announcement off the signed-in person's dashboard. */
export const DISMISS_ANNOUNCEMENT_MUTATION = graphql(`
  mutation DismissAnnouncement($id: ID!) {
    dismissAnnouncement(id: $id)
  }
`);
