import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { judge, missing } from './throughput.mjs';

describe('throughput: judge', () => {
  it('gives the three ratios, the median over rounds, with their targets and rates', () => {
    const rates = {
      direct: [1000, 1000, 1000],
      gateway: [800, 700, 900],
      joined: [500, 600, 700],
      graphqlList: [400, 400, 400],
      rest: [380, 360, 400],
    };
    const figures = judge(rates);
    assert.deepEqual(
      figures.map((f) => [f.name, f.target.value, f.measured]),
      [
        ['gateway against the same query sent straight to the subgraph', 0.7, 0.8],
        ['a query joining two subgraphs against the direct query', 0.6, 0.6],
        ['the REST facade against the same GraphQL operation through the gateway', 0.9, 0.95],
      ],
    );
    assert.equal(figures[0].detail, '800 against 1000 req/s (rounds: 0.80, 0.70, 0.90)');
    // What a failed measurement leaves: the same figures, by name and target.
    assert.deepEqual(
      missing(),
      figures.map(({ name, target }) => ({ name, target })),
    );
  });
});
