import { DEMO_TEAM_IDS } from '@creators/platform/demo/ids';
import { demoUser } from '@creators/platform/demo/users';

export interface DemoMeeting {
  id: string;
  title: string;
  description: string | null;
  teamId: string | null;
  hostId: string;
  /** Days after the seed run (negative: before), at `hourUtc` o'clock UTC. */
  inDays: number;
  hourUtc: number;
  duration: number;
  meetingUrl: string | null;
  /** The team's mentor who attends (one of DEMO_TEAM_MENTORS), or null. */
  mentorId?: string | null;
  status?: 'scheduled' | 'held';
  notes?: string | null;
}

const meetingId = (n: number) => `00000000-0000-4000-8006-${String(n).padStart(12, '0')}`;

/**
 * Demo meetings with fixed ids: two coming up (a team's stand-up, a mentor session he hosts), one past; and Waste
 * Watchers' meetings with their mentor Jonas: one held with notes, one coming up.
 */
export const DEMO_MEETINGS: readonly DemoMeeting[] = [
  {
    id: meetingId(1),
    title: 'Weekly stand-up',
    description: 'What we weighed this week and what the kitchen said about it.',
    teamId: DEMO_TEAM_IDS.wasteWatchers,
    hostId: demoUser('Leon').id,
    inDays: 2,
    hourUtc: 15,
    duration: 30,
    meetingUrl: 'https://meet.example.org/waste-watchers',
  },
  {
    id: meetingId(2),
    title: 'Prototype review with a mentor',
    description: 'Jonas looks at the matching screens with us.',
    teamId: DEMO_TEAM_IDS.studyCircle,
    hostId: demoUser('Jonas').id,
    inDays: 5,
    hourUtc: 16,
    duration: 60,
    meetingUrl: 'https://meet.example.org/study-circle',
  },
  {
    id: meetingId(3),
    title: 'Project retrospective',
    description: null,
    teamId: DEMO_TEAM_IDS.careReminders,
    hostId: demoUser('Amira').id,
    inDays: -3,
    hourUtc: 14,
    duration: 45,
    meetingUrl: null,
  },
  {
    id: meetingId(4),
    title: 'Kick-off with our mentor',
    description: 'Jonas looks at our scale readings and the first dashboard sketch.',
    teamId: DEMO_TEAM_IDS.wasteWatchers,
    hostId: demoUser('Leon').id,
    inDays: -1,
    hourUtc: 15,
    duration: 60,
    meetingUrl: 'https://meet.example.org/waste-watchers-mentor',
    mentorId: demoUser('Jonas').id,
    status: 'held',
    notes: 'Start with one chart per meal; ask the kitchen which view they need first.',
  },
  {
    id: meetingId(5),
    title: 'Dashboard review with Jonas',
    description: null,
    teamId: DEMO_TEAM_IDS.wasteWatchers,
    hostId: demoUser('Mia').id,
    inDays: 6,
    hourUtc: 15,
    duration: 45,
    meetingUrl: 'https://meet.example.org/waste-watchers-mentor',
    mentorId: demoUser('Jonas').id,
  },
];
