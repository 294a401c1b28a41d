import type { ChallengeCategory, Difficulty } from '@creators/contracts';
import { DEMO_CHALLENGE_IDS } from '@creators/platform/demo/ids';
import { demoUser } from '@creators/platform/demo/users';

export interface DemoChallenge {
  id: string;
  title: string;
  description: string;
  category: ChallengeCategory;
  difficulty: Difficulty;
  tags: string[];
  createdBy: string;
  /** How many days before the first seed run it was "created", so the list has a believable order. */
  daysAgo: number;
}

/**
 * Demo challenges with fixed ids (one per category), created by the demo users, all members of the demo programme
 * (the seed puts the challenges in it). The teams seed refers to these ids (DEMO_CHALLENGE_IDS, in
 * packages/platform/src/demo/ids.ts) for the teams that work on them.
 */
export { DEMO_CHALLENGE_IDS };

export const DEMO_CHALLENGES: readonly DemoChallenge[] = [
  {
    id: DEMO_CHALLENGE_IDS.clubSignUps,
    title: 'Club sign-ups still run on paper',
    description:
      'Our school clubs collect sign-ups on paper lists that get lost or are unreadable, so organisers never know who is coming. Find a simple way for students to join a club and for organisers to see who signed up.',
    category: 'technology',
    difficulty: 'beginner',
    tags: ['web', 'forms', 'school'],
    createdBy: demoUser('Mia').id,
    daysAgo: 1,
  },
  {
    id: DEMO_CHALLENGE_IDS.cafeteriaWaste,
    title: 'Nobody measures cafeteria food waste',
    description:
      'Every day trays of food end up in the bin and nobody knows which meals are thrown away most. Make the waste visible so that the kitchen can plan portions and menus better.',
    category: 'sustainability',
    difficulty: 'intermediate',
    tags: ['food waste', 'data', 'campus', 'climate'],
    createdBy: demoUser('Leon').id,
    daysAgo: 4,
  },
  {
    id: DEMO_CHALLENGE_IDS.studyPartners,
    title: 'Finding a study partner for the same course is hard',
    description:
      'Students in large lectures rarely know who else is preparing for the same exam. Help them find study partners with the same course, schedule and learning style.',
    category: 'education',
    difficulty: 'beginner',
    tags: ['learning', 'matching', 'students'],
    createdBy: demoUser('Sara').id,
    daysAgo: 7,
  },
  {
    id: DEMO_CHALLENGE_IDS.volunteerMatching,
    title: 'Local events cannot find volunteers in time',
    description:
      'Neighbourhood events are announced on scattered notice boards and group chats, so volunteers hear about them too late. Connect people who want to help with the events that need them.',
    category: 'community',
    difficulty: 'intermediate',
    tags: ['volunteering', 'neighbourhood', 'events', 'mobile'],
    createdBy: demoUser('Noah').id,
    daysAgo: 10,
  },
  {
    id: DEMO_CHALLENGE_IDS.medicationFollowUp,
    title: 'Patients forget their medication after discharge',
    description:
      'After leaving hospital many patients lose track of new medication schedules and follow-up appointments. Design a reminder that works for older people without a smartphone habit.',
    category: 'health',
    difficulty: 'advanced',
    tags: ['healthcare', 'reminders', 'accessibility', 'elderly', 'ai'],
    createdBy: demoUser('Amira').id,
    daysAgo: 14,
  },
];
