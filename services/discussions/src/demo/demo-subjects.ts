import { DEMO_CHALLENGE_IDS, DEMO_PROJECT_IDS } from '@creators/platform/demo/ids';
import { demoUser } from '@creators/platform/demo/users';

/**
 * The demo challenges and projects as the subjects read model holds them. Their owners' seeds write them without
 * events (services/challenges and services/showcase seed them directly), so this seed tells the read model what
 * those events would have: ids, titles and owners as in those seeds.
 */
export const DEMO_SUBJECTS: ReadonlyArray<{
  type: 'challenge' | 'project';
  id: string;
  title: string;
  ownerIds: string[];
}> = [
  {
    type: 'challenge',
    id: DEMO_CHALLENGE_IDS.clubSignUps,
    title: 'Club sign-ups still run on paper',
    ownerIds: [demoUser('Mia').id],
  },
  {
    type: 'challenge',
    id: DEMO_CHALLENGE_IDS.cafeteriaWaste,
    title: 'Nobody measures cafeteria food waste',
    ownerIds: [demoUser('Leon').id],
  },
  {
    type: 'challenge',
    id: DEMO_CHALLENGE_IDS.studyPartners,
    title: 'Finding a study partner for the same course is hard',
    ownerIds: [demoUser('Sara').id],
  },
  {
    type: 'challenge',
    id: DEMO_CHALLENGE_IDS.volunteerMatching,
    title: 'Local events cannot find volunteers in time',
    ownerIds: [demoUser('Noah').id],
  },
  {
    type: 'challenge',
    id: DEMO_CHALLENGE_IDS.medicationFollowUp,
    title: 'Patients forget their medication after discharge',
    ownerIds: [demoUser('Amira').id],
  },
  {
    type: 'project',
    id: DEMO_PROJECT_IDS.studyCircle,
    title: 'Study Circle',
    ownerIds: [demoUser('Sara').id],
  },
  {
    type: 'project',
    id: DEMO_PROJECT_IDS.pillPal,
    title: 'Pill Pal',
    ownerIds: [demoUser('Amira').id],
  },
  {
    type: 'project',
    id: DEMO_PROJECT_IDS.leftoverMeter,
    title: 'Leftover Meter',
    ownerIds: [demoUser('Leon').id],
  },
];
