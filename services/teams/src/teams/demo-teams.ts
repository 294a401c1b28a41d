import type { TeamStatus } from '@creators/contracts';
import { demoUser } from '@creators/platform/demo/users';

/**
 * Fixed ids of the demo teams. The showcase seed refers to them for the demo projects (a service never imports
 * another's code, so showcase repeats them; services/showcase/src/test/supergraph.int.test.ts checks they agree).
 */
export const DEMO_TEAM_IDS = {
  wasteWatchers: '00000000-0000-4000-8002-000000000001',
  studyCircle: '00000000-0000-4000-8002-000000000002',
  careReminders: '00000000-0000-4000-8002-000000000003',
} as const;

/** Demo challenge ids seeded by services/challenges (src/seed/demo-challenges.ts). */
const CHALLENGE_IDS = {
  cafeteriaWaste: '00000000-0000-4000-8001-000000000002',
  studyPartners: '00000000-0000-4000-8001-000000000003',
  medicationFollowUp: '00000000-0000-4000-8001-000000000005',
} as const;

export interface DemoTeam {
  id: string;
  name: string;
  description: string | null;
  challengeId: string | null;
  leaderId: string;
  maxMembers: number;
  status: TeamStatus;
  daysAgo: number;
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
    challengeId: CHALLENGE_IDS.cafeteriaWaste,
    leaderId: demoUser('Leon').id,
    maxMembers: 4,
    status: 'forming',
    daysAgo: 3,
    members: [
      { id: membershipId(1), userId: demoUser('Leon').id, role: 'leader' },
      { id: membershipId(2), userId: demoUser('Mia').id, role: 'member' },
    ],
  },
  {
    id: DEMO_TEAM_IDS.studyCircle,
    name: 'Study Circle',
    description: 'A web app that pairs students preparing for the same exam.',
    challengeId: CHALLENGE_IDS.studyPartners,
    leaderId: demoUser('Sara').id,
    maxMembers: 4,
    status: 'active',
    daysAgo: 6,
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
    challengeId: CHALLENGE_IDS.medicationFollowUp,
    leaderId: demoUser('Amira').id,
    maxMembers: 3,
    status: 'completed',
    daysAgo: 12,
    members: [
      { id: membershipId(6), userId: demoUser('Amira').id, role: 'leader' },
      { id: membershipId(7), userId: demoUser('Leon').id, role: 'member' },
      { id: membershipId(8), userId: demoUser('Noah').id, role: 'member' },
    ],
  },
];
