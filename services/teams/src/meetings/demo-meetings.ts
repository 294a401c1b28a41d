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
}

const meetingId = (n: number) => `00000000-0000-4000-8006-${String(n).padStart(12, '0')}`;

/** Demo meetings with fixed ids: two coming up (a team's stand-up, a mentor session he hosts), one past. */
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
];
