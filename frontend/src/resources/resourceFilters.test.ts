import { describe, expect, it } from 'vitest';
import { makeResource } from '../test/domainFixtures';
import { FEATURED_RESOURCES } from './featuredResources';
import { filterResources } from './resourceFilters';

describe('filterResources', () => {
  const video = makeResource({
    title: 'Design Thinking',
    type: 'video',
    difficulty: 'beginner',
    provider: 'd.school',
  });
  const book = makeResource({
    title: 'Clean Code',
    description: null,
    type: 'book',
    difficulty: 'advanced',
    provider: null,
  });

  it('searches title, description and provider, case-insensitively', () => {
    expect(filterResources([video, book], 'D.SCHOOL', 'all', 'all')).toEqual([video]);
    expect(filterResources([video, book], 'clean', 'all', 'all')).toEqual([book]);
    expect(filterResources([video, book], ' ', 'all', 'all')).toEqual([video, book]);
  });

  it('filters by type and level', () => {
    expect(filterResources([video, book], '', 'book', 'all')).toEqual([book]);
    expect(filterResources([video, book], '', 'all', 'beginner')).toEqual([video]);
    expect(filterResources([video, book], '', 'video', 'advanced')).toEqual([]);
  });
});

describe('FEATURED_RESOURCES', () => {
  it('are the three product.md §2 resources, as https links', () => {
    expect(FEATURED_RESOURCES.map((r) => r.key)).toEqual(['swiftCourse', 'designVideo', 'swiftFundamentals']);
    for (const resource of FEATURED_RESOURCES) expect(resource.url).toMatch(/^https:\/\//);
  });
});
