import type { Difficulty, ResourceType } from '@creators/contracts';
import { DEMO_CHALLENGE_IDS, DEMO_PROJECT_IDS } from '@creators/platform/demo/ids';
import { demoProject } from '@creators/platform/demo/teams';
import { demoUser } from '@creators/platform/demo/users';

export interface DemoProject {
  id: string;
  title: string;
  description: string;
  teamId: string;
  challengeId: string | null;
  repositoryUrl: string | null;
  demoUrl: string | null;
  imageUrl: string | null;
  views: number;
  tags: string[];
  createdBy: string;
  daysAgo: number;
  /** Demo users who like the project (one like each; `likes` is their count). */
  likedBy: string[];
}

export interface DemoResource {
  id: string;
  title: string;
  description: string;
  type: ResourceType;
  url: string;
  provider: string;
  difficulty: Difficulty;
  tags: string[];
  duration: string | null;
  createdBy: string | null;
  daysAgo: number;
}

const users = (...names: string[]) => names.map((name) => demoUser(name).id);

/**
 * Three showcased projects, one per demo team, with some likes. Their ids, titles and teams come from
 * @creators/platform/demo/teams, where the programmes seed reads them for the cohort view's roster too.
 */
export const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    ...demoProject(DEMO_PROJECT_IDS.studyCircle),
    description:
      'Pairs students who prepare for the same exam by course, schedule and learning style, then books a room for them.',
    challengeId: DEMO_CHALLENGE_IDS.studyPartners,
    repositoryUrl: 'https://github.com/creators-programme-demo/study-circle',
    demoUrl: 'https://study-circle.demo.creators.test',
    imageUrl: null,
    views: 412,
    tags: ['education', 'matching', 'react'],
    createdBy: demoUser('Sara').id,
    daysAgo: 2,
    likedBy: users('Mia', 'Leon', 'Jonas', 'Noah'),
  },
  {
    ...demoProject(DEMO_PROJECT_IDS.pillPal),
    description:
      'A talking reminder box that reads out the medication schedule after hospital discharge and calls a relative when a dose is missed.',
    challengeId: DEMO_CHALLENGE_IDS.medicationFollowUp,
    repositoryUrl: 'https://github.com/creators-programme-demo/pill-pal',
    demoUrl: 'https://pill-pal.demo.creators.test',
    imageUrl: null,
    views: 655,
    tags: ['health', 'accessibility', 'iot'],
    createdBy: demoUser('Amira').id,
    daysAgo: 9,
    likedBy: users('Mia', 'Sara', 'Jonas', 'Noah', 'Leon'),
  },
  {
    ...demoProject(DEMO_PROJECT_IDS.leftoverMeter),
    description:
      'A scale under the tray return that logs what comes back from each meal and shows the kitchen a weekly chart.',
    challengeId: DEMO_CHALLENGE_IDS.cafeteriaWaste,
    repositoryUrl: 'https://github.com/creators-programme-demo/leftover-meter',
    demoUrl: null,
    imageUrl: null,
    views: 128,
    tags: ['sustainability', 'data', 'hardware'],
    createdBy: demoUser('Leon').id,
    daysAgo: 1,
    likedBy: users('Amira'),
  },
];

/** Six curated learning resources covering all five types. */
export const DEMO_RESOURCES: readonly DemoResource[] = [
  {
    id: '00000000-0000-4000-8004-000000000001',
    title: "CS50's Introduction to Computer Science",
    description: "Harvard's introduction to programming and computer science: C, Python, SQL and the web.",
    type: 'course',
    url: 'https://cs50.harvard.edu/x/',
    provider: 'Harvard University',
    difficulty: 'beginner',
    tags: ['programming', 'computer science', 'python'],
    duration: '11 weeks',
    createdBy: null,
    daysAgo: 20,
  },
  {
    id: '00000000-0000-4000-8004-000000000002',
    title: 'SwiftUI Tutorials',
    description: "Apple's step-by-step tutorials for building an app with SwiftUI.",
    type: 'course',
    url: 'https://developer.apple.com/tutorials/swiftui',
    provider: 'Apple',
    difficulty: 'beginner',
    tags: ['swift', 'ios', 'mobile'],
    duration: 'self-paced',
    createdBy: demoUser('Noah').id,
    daysAgo: 15,
  },
  {
    id: '00000000-0000-4000-8004-000000000003',
    title: 'Crash Course Computer Science',
    description:
      'A video series from the electricity in a transistor up to operating systems, the internet and AI.',
    type: 'video',
    url: 'https://www.youtube.com/playlist?list=PL8dPuuaLjXtNlUrzyH5r6jN9ulIgZBpdo',
    provider: 'CrashCourse',
    difficulty: 'beginner',
    tags: ['computer science', 'video series'],
    duration: '41 episodes, about 12 min each',
    createdBy: null,
    daysAgo: 12,
  },
  {
    id: '00000000-0000-4000-8004-000000000004',
    title: 'Learn web development',
    description: 'Guides to HTML, CSS and JavaScript for people new to building websites.',
    type: 'article',
    url: 'https://developer.mozilla.org/en-US/docs/Learn_web_development',
    provider: 'MDN Web Docs',
    difficulty: 'beginner',
    tags: ['html', 'css', 'javascript'],
    duration: 'self-paced',
    createdBy: demoUser('Jonas').id,
    daysAgo: 8,
  },
  {
    id: '00000000-0000-4000-8004-000000000005',
    title: 'Eloquent JavaScript',
    description: 'A book about JavaScript, programming and the wonders of the digital, free to read online.',
    type: 'book',
    url: 'https://eloquentjavascript.net/',
    provider: 'Marijn Haverbeke',
    difficulty: 'intermediate',
    tags: ['javascript', 'programming'],
    duration: '21 chapters',
    createdBy: demoUser('Jonas').id,
    daysAgo: 5,
  },
  {
    id: '00000000-0000-4000-8004-000000000006',
    title: 'Figma',
    description: 'A collaborative design tool for wireframes and clickable prototypes, free for students.',
    type: 'tool',
    url: 'https://www.figma.com/',
    provider: 'Figma',
    difficulty: 'beginner',
    tags: ['design', 'prototyping', 'ui/ux'],
    duration: null,
    createdBy: demoUser('Sara').id,
    daysAgo: 3,
  },
];
