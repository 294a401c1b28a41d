import type { Locale } from '@creators/contracts';

/** The badge keys of docs/graphql-contract.md; never rename one (users hold them, the front end translates them). */
export const ACHIEVEMENT_KEYS = {
  firstChallenge: 'first-challenge',
  firstTeam: 'first-team',
  firstProject: 'first-project',
  firstLike: 'first-like',
  fiveLikes: 'five-likes',
  brainstormCompleted: 'brainstorm-completed',
  firstMentoredMeeting: 'first-mentored-meeting',
  firstFeedback: 'first-feedback',
} as const;
export type AchievementKey = (typeof ACHIEVEMENT_KEYS)[keyof typeof ACHIEVEMENT_KEYS];

export interface CatalogueEntry {
  id: string;
  key: AchievementKey;
  name: string;
  description: string;
  /** A lucide icon name the front end renders. */
  icon: string;
  category: 'challenges' | 'teams' | 'showcase' | 'community' | 'brainstorm' | 'mentoring';
  points: number;
}

/**
 * The badge catalogue. `key` and `id` are stable: the front end translates a badge by its key
 * (docs/graphql-contract.md: first-challenge, first-team, ...), and achievement-awards.ts awards by key. The
 * English name and description are what the API returns. Keys renamed once, before release, by the migration
 * 20261122002700_achievement_contract_keys.
 */
export const ACHIEVEMENT_CATALOGUE: readonly CatalogueEntry[] = [
  {
    id: '10000000-0000-4000-8000-000000000001',
    key: ACHIEVEMENT_KEYS.firstChallenge,
    name: 'Problem Spotter',
    description: 'Published your first challenge for others to join.',
    icon: 'target',
    category: 'challenges',
    points: 50,
  },
  {
    id: '10000000-0000-4000-8000-000000000002',
    key: ACHIEVEMENT_KEYS.firstTeam,
    name: 'Team Player',
    description: 'Joined your first team.',
    icon: 'users',
    category: 'teams',
    points: 30,
  },
  {
    id: '10000000-0000-4000-8000-000000000003',
    key: ACHIEVEMENT_KEYS.firstProject,
    name: 'Show and Tell',
    description: 'Showcased your first project.',
    icon: 'rocket',
    category: 'showcase',
    points: 100,
  },
  {
    id: '10000000-0000-4000-8000-000000000004',
    key: ACHIEVEMENT_KEYS.firstLike,
    name: 'First Fan',
    description: 'Received the first like on one of your projects.',
    icon: 'heart',
    category: 'community',
    points: 20,
  },
  {
    id: '10000000-0000-4000-8000-000000000005',
    key: ACHIEVEMENT_KEYS.fiveLikes,
    name: 'Crowd Favourite',
    description: 'Received five likes on one of your projects.',
    icon: 'star',
    category: 'community',
    points: 50,
  },
  {
    id: '10000000-0000-4000-8000-000000000006',
    key: ACHIEVEMENT_KEYS.brainstormCompleted,
    name: 'Idea Explorer',
    description: 'Completed a brainstorm with Isla that ended in a published challenge.',
    icon: 'lightbulb',
    category: 'brainstorm',
    points: 40,
  },
  {
    id: '10000000-0000-4000-8000-000000000007',
    key: ACHIEVEMENT_KEYS.firstMentoredMeeting,
    name: 'Mentored Meeting',
    description: 'Your team held its first meeting with a mentor.',
    icon: 'calendar-check',
    category: 'mentoring',
    points: 30,
  },
  {
    id: '10000000-0000-4000-8000-000000000008',
    key: ACHIEVEMENT_KEYS.firstFeedback,
    name: 'First Feedback',
    description: 'You gave a team your first feedback on their project.',
    icon: 'message-square-text',
    category: 'mentoring',
    points: 30,
  },
];

/** The catalogue entry of a key (every key has one). */
export function catalogueEntry(key: AchievementKey): CatalogueEntry {
  const entry = ACHIEVEMENT_CATALOGUE.find((candidate) => candidate.key === key);
  if (!entry) throw new Error(`no catalogue entry for achievement key "${key}"`);
  return entry;
}

/**
 * A badge's name in the reader's language, for what identity words itself (the mails of docs/product.md "Notification
 * inbox"): the names the front end shows for each key (frontend/src/dashboard/sideCardsMessages.en.ts and .de.ts),
 * so that a mail and the app name a badge alike. The catalogue's `name` stays what the API returns.
 */
export const ACHIEVEMENT_NAMES: Readonly<Record<Locale, Readonly<Record<AchievementKey, string>>>> = {
  en: {
    'first-challenge': 'Problem Spotter',
    'first-team': 'Team Player',
    'first-project': 'Show and Tell',
    'first-like': 'First Fan',
    'five-likes': 'Crowd Favourite',
    'brainstorm-completed': 'Idea Explorer',
    'first-mentored-meeting': 'Mentored',
    'first-feedback': 'Helping Hand',
  },
  de: {
    'first-challenge': 'Problemfinder',
    'first-team': 'Teamplayer',
    'first-project': 'Vorhang auf',
    'first-like': 'Erster Fan',
    'five-likes': 'Publikumsliebling',
    'brainstorm-completed': 'Ideenentdecker',
    'first-mentored-meeting': 'Gut beraten',
    'first-feedback': 'Helfende Hand',
  },
};

const isAchievementKey = (key: unknown): key is AchievementKey =>
  typeof key === 'string' && Object.hasOwn(ACHIEVEMENT_NAMES.en, key);

/** The name of the badge with this key in a language; `fallback` (the name the event carried) for any other key. */
export function achievementName(key: unknown, locale: Locale, fallback: string): string {
  return isAchievementKey(key) ? ACHIEVEMENT_NAMES[locale][key] : fallback;
}
