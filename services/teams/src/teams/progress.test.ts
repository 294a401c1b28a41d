import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { teamProgress, type ProgressFacts } from './progress.js';

const base: ProgressFacts = {
  memberCount: 1,
  maxMembers: 4,
  hasChallenge: false,
  status: 'forming',
  showcased: false,
};

describe('teamProgress', () => {
  it('gives a new team of 4 with its leader alone 10', () => {
    assert.equal(teamProgress(base), 10);
  });

  it('adds 20 each for a challenge, being under way and a showcased project', () => {
    assert.equal(teamProgress({ ...base, hasChallenge: true }), 30);
    assert.equal(teamProgress({ ...base, status: 'active' }), 30);
    assert.equal(teamProgress({ ...base, status: 'completed' }), 30);
    assert.equal(teamProgress({ ...base, showcased: true }), 30);
  });

  it('reaches 100 for a full, active team on a challenge with a showcased project', () => {
    assert.equal(
      teamProgress({ memberCount: 4, maxMembers: 4, hasChallenge: true, status: 'active', showcased: true }),
      100,
    );
  });

  it('rounds the staffing share and never leaves 0..100', () => {
    assert.equal(teamProgress({ ...base, memberCount: 1, maxMembers: 3 }), 13);
    assert.equal(
      teamProgress({
        ...base,
        memberCount: 9,
        maxMembers: 3,
        hasChallenge: true,
        status: 'active',
        showcased: true,
      }),
      100,
    );
    assert.equal(teamProgress({ ...base, memberCount: 0 }), 0);
  });
});
