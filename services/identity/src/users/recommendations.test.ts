import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { sharedItems, toRecommendation, type Candidate } from './recommendations.js';

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

describe('toRecommendation', () => {
  const me = { skills: ['JavaScript', 'Design', 'Python'], interests: ['Education', 'AI/ML'] };

  it('gives the shared skills and interests as reasons', () => {
    const user = toRecommendation(me, candidate('two-mixed', ['python', 'Go'], ['AI/ML']));
    assert.deepEqual(user.sharedSkills, ['python']);
    assert.deepEqual(user.sharedInterests, ['AI/ML']);
  });

  it('returns only what the dashboard may show', () => {
    const user = toRecommendation(me, candidate('x', ['Design']));
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
