import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { challengesQuery, isPagedSupergraph, throughputQueries } from './documents.mjs';

const supergraph = (challengesField) => `
type Challenge @join__type(graph: CHALLENGES, key: "id") { id: ID! }
type Query @join__type(graph: CHALLENGES) {
  challenge(id: ID!): Challenge
  ${challengesField}
  teams: [Team!]!
}`;

describe('the paging switch', () => {
  it('reads from the supergraph whether Query.challenges is paged', () => {
    assert.equal(
      isPagedSupergraph(supergraph('challenges: [Challenge!]! @join__field(graph: CHALLENGES)')),
      false,
    );
    assert.equal(
      isPagedSupergraph(
        supergraph('challenges(first: Int! = 20, after: String, search: String): ChallengeConnection!'),
      ),
      true,
    );
    assert.equal(isPagedSupergraph(supergraph('challenges(search: String): [Challenge!]!')), false);
    assert.equal(isPagedSupergraph('type Query { me: User }'), false);
  });

  it('writes the same selection for either shape', () => {
    assert.equal(challengesQuery('id', false), '{ challenges { id } }');
    assert.equal(challengesQuery('id', true), '{ challenges(first: 20) { nodes { id } } }');
    assert.deepEqual(throughputQueries(true), {
      simple: '{ challenges(first: 20) { nodes { id title category tags } } }',
      joined: '{ challenges(first: 20) { nodes { id title teamCount } } }',
    });
  });
});
