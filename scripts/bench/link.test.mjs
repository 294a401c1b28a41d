import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { parseLinkHeader } from './link.mjs';

describe('parseLinkHeader', () => {
  it('finds the next page of a paged answer, filters and commas inside the URL kept', () => {
    const header = '</api/challenges?category=health&search=a,b&limit=20&cursor=WyJ4Il0>; rel="next"';
    assert.deepEqual(parseLinkHeader(header), {
      next: '/api/challenges?category=health&search=a,b&limit=20&cursor=WyJ4Il0',
    });
  });

  it('reads several links, unquoted and multi-name relations, and ignores links without rel', () => {
    const header =
      '<https://x.test/a?p=1>; rel=prev, <https://x.test/a?p=3>; title="n"; rel="next last", <https://x.test/z>';
    assert.deepEqual(parseLinkHeader(header), {
      prev: 'https://x.test/a?p=1',
      next: 'https://x.test/a?p=3',
      last: 'https://x.test/a?p=3',
    });
  });

  it('is empty without a header', () => {
    assert.deepEqual(parseLinkHeader(null), {});
    assert.deepEqual(parseLinkHeader(''), {});
  });
});
