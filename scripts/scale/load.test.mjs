import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { ACTIONS, pickAction } from './load.mjs';

describe('pickAction', () => {
  const actions = [
    { name: 'read', weight: 3 },
    { name: 'write', weight: 1 },
  ];

  it('picks by weight', () => {
    assert.equal(pickAction(0, actions), 'read');
    assert.equal(pickAction(0.74, actions), 'read');
    assert.equal(pickAction(0.75, actions), 'write');
    assert.equal(pickAction(0.999, actions), 'write');
  });

  it('gives every action of the load its share', () => {
    const total = ACTIONS.reduce((sum, action) => sum + action.weight, 0);
    const counts = {};
    for (let i = 0; i < total; i++) {
      const name = pickAction((i + 0.5) / total);
      counts[name] = (counts[name] ?? 0) + 1;
    }
    assert.deepEqual(counts, Object.fromEntries(ACTIONS.map((action) => [action.name, action.weight])));
  });
});
