import { describe, expect, it } from 'vitest';
import { FEATURED_RESOURCES } from './featuredResources';

describe('FEATURED_RESOURCES', () => {
  it('are the three product.md §2 resources, as https links', () => {
    expect(FEATURED_RESOURCES.map((r) => r.key)).toEqual(['swiftCourse', 'designVideo', 'swiftFundamentals']);
    for (const resource of FEATURED_RESOURCES) expect(resource.url).toMatch(/^https:\/\//);
  });
});
