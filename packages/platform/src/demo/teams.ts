import { DEMO_PROJECT_IDS, DEMO_TEAM_IDS } from './ids.js';
import { demoUser } from './users.js';

/**
 * The people of a demo team as the seeds that copy them need them: services/teams seeds the teams, their
 * memberships and mentors; services/showcase copies the members and mentors into its read models (who may showcase
 * for a team, who may give feedback); services/programmes copies all of it into the cohort view's roster
 * (docs/product.md §16.5). A service never imports another service's code, so they live here.
 */
export interface DemoTeamPeople {
  id: string;
  name: string;
  /** How many days before the seed run it was created and its people joined. */
  daysAgo: number;
  /** User ids of its members, the leader first. */
  people: readonly string[];
  /** Its mentors, and how many days before the seed run each started mentoring it. */
  mentors: ReadonlyArray<{ mentorId: string; sinceDaysAgo: number }>;
  /** Its showcased demo project (seeded by services/showcase), or null. */
  project: { id: string; title: string } | null;
}

const ids = (...names: string[]) => names.map((name) => demoUser(name).id);

/** The demo teams in the order their memberships were first seeded (membership ids follow it). */
export const DEMO_TEAM_PEOPLE: readonly DemoTeamPeople[] = [
  {
    id: DEMO_TEAM_IDS.wasteWatchers,
    name: 'Waste Watchers',
    daysAgo: 3,
    people: ids('Leon', 'Mia'),
    // Leon asked Jonas, he accepted: the team page and his dashboard show something.
    mentors: [{ mentorId: demoUser('Jonas').id, sinceDaysAgo: 2 }],
    project: { id: DEMO_PROJECT_IDS.leftoverMeter, title: 'Leftover Meter' },
  },
  {
    id: DEMO_TEAM_IDS.studyCircle,
    name: 'Study Circle',
    daysAgo: 6,
    people: ids('Sara', 'Mia', 'Jonas'),
    mentors: [],
    project: { id: DEMO_PROJECT_IDS.studyCircle, title: 'Study Circle' },
  },
  {
    id: DEMO_TEAM_IDS.careReminders,
    name: 'Care Reminders',
    daysAgo: 12,
    people: ids('Amira', 'Leon', 'Noah'),
    mentors: [],
    project: { id: DEMO_PROJECT_IDS.pillPal, title: 'Pill Pal' },
  },
];

/** The demo team with this id; throws for any other id. */
export function demoTeam(teamId: string): DemoTeamPeople {
  const team = DEMO_TEAM_PEOPLE.find((candidate) => candidate.id === teamId);
  if (!team) throw new Error(`no demo team ${teamId}`);
  return team;
}

/** The demo project with this id and its team; throws for any other id. */
export function demoProject(projectId: string): { id: string; title: string; teamId: string } {
  const team = DEMO_TEAM_PEOPLE.find((candidate) => candidate.project?.id === projectId);
  if (!team?.project) throw new Error(`no demo project ${projectId}`);
  return { ...team.project, teamId: team.id };
}
