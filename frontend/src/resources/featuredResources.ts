import type { DIFFICULTIES, RESOURCE_TYPES } from '@creators/contracts';
import type { ResourcesMessageId } from './messages';

/** product.md §9: a resource card shows its first two tags. */
export const RESOURCE_CARD_TAGS = 2;

/**
 * product.md §2: three featured resources (a Swift programming course, beginner, self-paced; a design-thinking video,
 * beginner, 45 min; a Swift fundamentals course, beginner, 40 hours), as real links.
 */
export const FEATURED_RESOURCES: ReadonlyArray<{
  key: 'swiftCourse' | 'designVideo' | 'swiftFundamentals';
  type: (typeof RESOURCE_TYPES)[number];
  url: string;
  provider: string;
  difficulty: (typeof DIFFICULTIES)[number];
  duration: { id: ResourcesMessageId; count?: number };
}> = [
  {
    key: 'swiftCourse',
    type: 'course',
    url: 'https://www.codecademy.com/learn/learn-swift',
    provider: 'Codecademy',
    difficulty: 'beginner',
    duration: { id: 'resources.duration.selfPaced' },
  },
  {
    key: 'designVideo',
    type: 'video',
    url: 'https://dschool.stanford.edu/resources',
    provider: 'Stanford d.school',
    difficulty: 'beginner',
    duration: { id: 'resources.duration.minutes', count: 45 },
  },
  {
    key: 'swiftFundamentals',
    type: 'course',
    url: 'https://developer.apple.com/learn/curriculum/',
    provider: 'Apple',
    difficulty: 'beginner',
    duration: { id: 'resources.duration.hours', count: 40 },
  },
];
