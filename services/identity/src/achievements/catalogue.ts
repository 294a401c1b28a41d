/**
 * The badge catalogue. `key` and `id` are stable (other code and the front end's German texts refer to them);
 * the English name and description are what the API returns. Awarding from events comes later.
 */
export interface CatalogueEntry {
  id: string;
  key: string;
  name: string;
  description: string;
  /** A lucide icon name the front end renders. */
  icon: string;
  category: 'challenges' | 'teams' | 'showcase' | 'community' | 'brainstorm';
  points: number;
}

export const ACHIEVEMENT_CATALOGUE: readonly CatalogueEntry[] = [
  {
    id: '10000000-0000-4000-8000-000000000001',
    key: 'first_challenge_published',
    name: 'Problem Spotter',
    description: 'Published your first challenge for others to join.',
    icon: 'target',
    category: 'challenges',
    points: 50,
  },
  {
    id: '10000000-0000-4000-8000-000000000002',
    key: 'first_team_joined',
    name: 'Team Player',
    description: 'Joined your first team.',
    icon: 'users',
    category: 'teams',
    points: 30,
  },
  {
    id: '10000000-0000-4000-8000-000000000003',
    key: 'first_project_showcased',
    name: 'Show and Tell',
    description: 'Showcased your first project.',
    icon: 'rocket',
    category: 'showcase',
    points: 100,
  },
  {
    id: '10000000-0000-4000-8000-000000000004',
    key: 'first_like_received',
    name: 'First Fan',
    description: 'Received the first like on one of your projects.',
    icon: 'heart',
    category: 'community',
    points: 20,
  },
  {
    id: '10000000-0000-4000-8000-000000000005',
    key: 'five_likes_received',
    name: 'Crowd Favourite',
    description: 'Received five likes on your projects.',
    icon: 'star',
    category: 'community',
    points: 50,
  },
  {
    id: '10000000-0000-4000-8000-000000000006',
    key: 'brainstorm_completed',
    name: 'Idea Explorer',
    description: 'Completed a brainstorm with Isla that ended in a published challenge.',
    icon: 'lightbulb',
    category: 'brainstorm',
    points: 40,
  },
];
