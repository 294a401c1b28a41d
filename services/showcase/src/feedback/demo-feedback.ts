import { DEMO_PROJECT_IDS } from '@creators/platform/demo/ids';
import { demoUser } from '@creators/platform/demo/users';

export interface DemoFeedback {
  id: string;
  projectId: string;
  /** One of DEMO_TEAM_MENTORS of the project's team. */
  mentorId: string;
  notes: string;
  scores: { problem: number; solution: number; prototype: number; presentation: number };
  daysAgo: number;
}

/** Jonas, who mentors Waste Watchers, on their Leftover Meter (so the project page and his dashboard show some). */
export const DEMO_FEEDBACK: readonly DemoFeedback[] = [
  {
    id: '00000000-0000-4000-8010-000000000001',
    projectId: DEMO_PROJECT_IDS.leftoverMeter,
    mentorId: demoUser('Jonas').id,
    notes:
      'The kitchen clearly needs this and the weekly chart is easy to read. Next: calibrate the scale per tray type ' +
      'and show the chart on the tablet by the tray return, then rehearse the two-minute pitch with real numbers.',
    scores: { problem: 4, solution: 3, prototype: 2, presentation: 3 },
    daysAgo: 0.5,
  },
];
