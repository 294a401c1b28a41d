import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { FEATURED_LIMIT, featuredSince, rankFeatured, type FeaturedCandidate } from './featured-projects.js';

const candidate = (
  id: string,
  recentLikes: number,
  likes: number,
  views = 0,
  createdAt = '2026-01-01T00:00:00Z',
): FeaturedCandidate => ({
  id,
  recentLikes,
  likes,
  views,
  createdAt: new Date(createdAt),
});

describe('featured projects rule', () => {
  it('ranks by recent likes, then all-time likes, views, recency and id; at most 3', () => {
    const ranked = rankFeatured([
      candidate('a', 1, 10),
      candidate('b', 3, 3),
      candidate('c', 1, 12),
      candidate('d', 1, 10, 50),
      candidate('e', 1, 10, 50, '2026-02-01T00:00:00Z'),
    ]);
    assert.equal(FEATURED_LIMIT, 3);
    assert.deepEqual(
      ranked.map((project) => project.id),
      ['b', 'c', 'e'],
    );
    assert.deepEqual(
      rankFeatured([candidate('y', 0, 1), candidate('x', 0, 1)]).map((project) => project.id),
      ['x', 'y'],
    );
  });

  it('never features a project nobody liked', () => {
    assert.deepEqual(rankFeatured([candidate('a', 0, 0, 1000)]), []);
  });

  it('looks back 30 days', () => {
    assert.equal(featuredSince(new Date('2026-03-31T12:00:00Z')).toISOString(), '2026-03-01T12:00:00.000Z');
  });
});
