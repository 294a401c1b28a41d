import type { TeamStatus } from '@creators/contracts';
import { DEMO_CHALLENGE_IDS, DEMO_PROGRAMME_ID, DEMO_TEAM_IDS } from '@creators/platform/demo/ids';
import { demoTeam } from '@creators/platform/demo/teams';

/** Fixed ids of the demo teams (packages/platform/src/demo/ids.ts: the showcase seed refers to them too). */
export { DEMO_TEAM_IDS };

export interface DemoTeam {
  id: string;
  name: string;
  description: string | null;
  challengeId: string | null;
  leaderId: string;
  maxMembers: number;
  status: TeamStatus;
  /** The demo programme (docs/product.md §16): its members made the demo teams. */
  programmeId: string;
  daysAgo: number;
  /**
   * The team's demo project (the showcase seed's demo projects, showcased) and how many days before the seed run it
   * was showcased, so that the demo team's milestones count it as project.showcased would; null for none.
   */
  projectId: string | null;
  showcasedDaysAgo: number | null;
  /** The leader first (role leader), then the members; each with a fixed membership id. */
  members: ReadonlyArray<{ id: string; userId: string; role: 'leader' | 'member' }>;
}

const membershipId = (n: number) => `00000000-0000-4000-8005-${String(n).padStart(12, '0')}`;

/** What only the teams seed knows of a demo team; the rest is in @creators/platform/demo/teams. */
const DETAILS: ReadonlyArray<{
  id: string;
  description: string | null;
  challengeId: string | null;
  maxMembers: number;
  status: TeamStatus;
  showcasedDaysAgo: number | null;
}> = [
  {
    id: DEMO_TEAM_IDS.wasteWatchers,
    description:
      'We weigh cafeteria leftovers with a cheap scale and show the kitchen which meals come back.',
    challengeId: DEMO_CHALLENGE_IDS.cafeteriaWaste,
    maxMembers: 4,
    status: 'forming',
    showcasedDaysAgo: 1,
  },
  {
    id: DEMO_TEAM_IDS.studyCircle,
    description: 'A web app that pairs students preparing for the same exam.',
    challengeId: DEMO_CHALLENGE_IDS.studyPartners,
    maxMembers: 4,
    status: 'active',
    showcasedDaysAgo: 2,
  },
  {
    id: DEMO_TEAM_IDS.careReminders,
    description: null,
    challengeId: DEMO_CHALLENGE_IDS.medicationFollowUp,
    maxMembers: 3,
    status: 'completed',
    showcasedDaysAgo: 9,
  },
];

/**
 * One team still forming with a free place, one active, one completed; leaders are members of their team. The
 * membership ids are numbered across the teams in this order (1..8), as they were first seeded.
 */
export const DEMO_TEAMS: readonly DemoTeam[] = DETAILS.map((details, index) => {
  const { name, daysAgo, people, project } = demoTeam(details.id);
  const before = DETAILS.slice(0, index).reduce((sum, team) => sum + demoTeam(team.id).people.length, 0);
  return {
    ...details,
    name,
    daysAgo,
    leaderId: people[0]!,
    programmeId: DEMO_PROGRAMME_ID,
    projectId: project?.id ?? null,
    members: people.map((userId, position) => ({
      id: membershipId(before + position + 1),
      userId,
      role: position === 0 ? ('leader' as const) : ('member' as const),
    })),
  };
});
