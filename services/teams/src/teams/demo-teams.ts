import type { TeamStatus } from '@creators/contracts';
import { DEMO_CHALLENGE_IDS, DEMO_PROJECT_IDS, DEMO_TEAM_IDS } from '@creators/platform/demo/ids';
import { demoUser } from '@creators/platform/demo/users';

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

/** One team still forming with a free place, one active, one completed; leaders are members of their team. */
export const DEMO_TEAMS: readonly DemoTeam[] = [
  {
    id: DEMO_TEAM_IDS.wasteWatchers,
    name: 'Waste Watchers',
    description:
      'We weigh cafeteria leftovers with a cheap scale and show the kitchen which meals come back.',
    challengeId: DEMO_CHALLENGE_IDS.cafeteriaWaste,
    leaderId: demoUser('Leon').id,
    maxMembers: 4,
    status: 'forming',
    daysAgo: 3,
    projectId: DEMO_PROJECT_IDS.leftoverMeter,
    showcasedDaysAgo: 1,
    members: [
      { id: membershipId(1), userId: demoUser('Leon').id, role: 'leader' },
      { id: membershipId(2), userId: demoUser('Mia').id, role: 'member' },
    ],
  },
  {
    id: DEMO_TEAM_IDS.studyCircle,
    name: 'Study Circle',
    description: 'A web app that pairs students preparing for the same exam.',
    challengeId: DEMO_CHALLENGE_IDS.studyPartners,
    leaderId: demoUser('Sara').id,
    maxMembers: 4,
    status: 'active',
    daysAgo: 6,
    projectId: DEMO_PROJECT_IDS.studyCircle,
    showcasedDaysAgo: 2,
    members: [
      { id: membershipId(3), userId: demoUser('Sara').id, role: 'leader' },
      { id: membershipId(4), userId: demoUser('Mia').id, role: 'member' },
      { id: membershipId(5), userId: demoUser('Jonas').id, role: 'member' },
    ],
  },
  {
    id: DEMO_TEAM_IDS.careReminders,
    name: 'Care Reminders',
    description: null,
    challengeId: DEMO_CHALLENGE_IDS.medicationFollowUp,
    leaderId: demoUser('Amira').id,
    maxMembers: 3,
    status: 'completed',
    daysAgo: 12,
    projectId: DEMO_PROJECT_IDS.pillPal,
    showcasedDaysAgo: 9,
    members: [
      { id: membershipId(6), userId: demoUser('Amira').id, role: 'leader' },
      { id: membershipId(7), userId: demoUser('Leon').id, role: 'member' },
      { id: membershipId(8), userId: demoUser('Noah').id, role: 'member' },
    ],
  },
];
