import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { MIX, MIX_PEOPLE } from './mixed-load.mjs';

const teamIds = Array.from({ length: 5000 }, (_, i) => `team-${i}`);
const projectIds = Array.from({ length: 100 }, (_, i) => `project-${i}`);

describe('the mixed load', () => {
  it('has 200 people doing every kind of thing the issue names', () => {
    assert.equal(MIX_PEOPLE, 200);
    const kinds = MIX.map((part) => part.endpoint).join(' ');
    for (const path of [
      'GET /api/challenges',
      'search=',
      'POST /api/challenges',
      '/join',
      '/like',
      'generate-response',
    ])
      assert.ok(kinds.includes(path), path);
  });

  it('never sends two joins to the same team (so none fills up or is joined twice)', () => {
    const join = MIX.find((part) => part.endpoint.includes('/join'));
    const seen = new Set();
    for (let index = 0; index < join.people; index += 1)
      for (let n = 0; n < 100; n += 1) {
        const { method, path } = join.next({ index, of: join.people }, n, { teamIds, projectIds });
        assert.equal(method, 'POST');
        assert.ok(!seen.has(path), path);
        seen.add(path);
      }
  });

  it('sends a valid challenge and search on every request', () => {
    const create = MIX.find((part) => part.endpoint === 'POST /api/challenges');
    const body = JSON.parse(create.next({ index: 3, of: 20 }, 7, { teamIds, projectIds }).body);
    assert.equal(body.title, 'Load challenge 3-7');
    assert.equal(body.category, 'community');
    const search = MIX.find((part) => part.endpoint.includes('search='));
    assert.match(search.next({ index: 0, of: 25 }, 1, {}).path, /^\/api\/challenges\?search=\w+&limit=20$/);
  });
});
