import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { rankRecommendations, sharedItems, type Candidate } from './recommendations.js';

const candidate = (id: string, skills: string[], interests: string[] = []): Candidate => ({
  id,
  firstName: id,
  lastName: 'Test',
  role: 'student',
  experience: 'beginner',
  profileImageUrl: null,
  skills,
  interests,
});

describe('sharedItems', () => {
  it('compares case-insensitively and keeps the other user’s spelling and order', () => {
    assert.deepEqual(sharedItems(['react', 'Python'], ['PYTHON', 'Go', 'React']), ['PYTHON', 'React']);
  });
  it('reports a shared item once', () => {
    assert.deepEqual(sharedItems(['Design'], ['design', 'Design']), ['design']);
  });
  it('is empty when nothing is shared', () => {
    assert.deepEqual(sharedItems([], ['A']), []);
    assert.deepEqual(sharedItems(['A'], []), []);
  });
});

describe('rankRecommendations', () => {
  const me = { id: 'me', skills: ['JavaScript', 'Design', 'Python'], interests: ['Education', 'AI/ML'] };

  it('ranks by how many skills and interests are shared, skills breaking ties', () => {
    const ranked = rankRecommendations(me, [
      candidate('one-interest', ['Go'], ['education']),
      candidate('three', ['javascript', 'design', 'python']),
      candidate('one-skill', ['Design']),
      candidate('two-mixed', ['Python'], ['AI/ML']),
    ]);
    assert.deepEqual(
      ranked.map((user) => user.id),
      ['three', 'two-mixed', 'one-skill', 'one-interest'],
    );
    assert.deepEqual(ranked[1].sharedSkills, ['Python']);
    assert.deepEqual(ranked[1].sharedInterests, ['AI/ML']);
  });

  it('never recommends the caller, nor anyone sharing nothing', () => {
    const ranked = rankRecommendations(me, [
      candidate('me', ['JavaScript']),
      candidate('stranger', ['Cobol'], ['Knitting']),
    ]);
    assert.deepEqual(ranked, []);
  });

  it('keeps the given order among equals and returns at most the limit', () => {
    const many = Array.from({ length: 15 }, (_, i) => candidate(`u${i}`, ['Design']));
    const ranked = rankRecommendations(me, many);
    assert.equal(ranked.length, 10);
    assert.deepEqual(
      ranked.map((user) => user.id),
      many.slice(0, 10).map((user) => user.id),
    );
  });

  it('returns only what the dashboard may show', () => {
    const [user] = rankRecommendations(me, [candidate('x', ['Design'])]);
    assert.deepEqual(Object.keys(user).sort(), [
      'experience',
      'firstName',
      'id',
      'lastName',
      'profileImageUrl',
      'role',
      'sharedInterests',
      'sharedSkills',
    ]);
  });
});
