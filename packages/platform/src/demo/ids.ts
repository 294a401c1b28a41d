/**
 * Fixed ids of demo rows that one service seeds and another's seed refers to. A service never imports another
 * service's code, so the ids live here (beside DEMO_USERS) and every seed imports them.
 */

/** The demo challenges, seeded by services/challenges; the teams and showcase seeds refer to them. */
export const DEMO_CHALLENGE_IDS = {
  clubSignUps: '00000000-0000-4000-8001-000000000001',
  cafeteriaWaste: '00000000-0000-4000-8001-000000000002',
  studyPartners: '00000000-0000-4000-8001-000000000003',
  volunteerMatching: '00000000-0000-4000-8001-000000000004',
  medicationFollowUp: '00000000-0000-4000-8001-000000000005',
} as const;

/** The demo teams, seeded by services/teams; the showcase seed refers to them for the demo projects. */
export const DEMO_TEAM_IDS = {
  wasteWatchers: '00000000-0000-4000-8002-000000000001',
  studyCircle: '00000000-0000-4000-8002-000000000002',
  careReminders: '00000000-0000-4000-8002-000000000003',
} as const;

/** The demo projects, seeded by services/showcase; the discussions seed refers to them. */
export const DEMO_PROJECT_IDS = {
  studyCircle: '00000000-0000-4000-8003-000000000001',
  pillPal: '00000000-0000-4000-8003-000000000002',
  leftoverMeter: '00000000-0000-4000-8003-000000000003',
} as const;

/** The demo programme, seeded by services/programmes (docs/product.md §16). */
export const DEMO_PROGRAMME_ID = '00000000-0000-4000-8006-000000000001';
