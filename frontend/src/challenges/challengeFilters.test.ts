import { describe, expect, it } from 'vitest';
import { makeChallenge } from '../test/domainFixtures';
import { filterChallenges, myChallenges } from './challengeFilters';

describe('filterChallenges', () => {
  const solar = makeChallenge({ title: 'Solar schools', description: 'Energy', category: 'sustainability' });
  const tutor = makeChallenge({
    title: 'Peer tutoring',
    description: 'Help with solar maths',
    category: 'education',
  });

  it('searches title and description, case-insensitively', () => {
    expect(filterChallenges([solar, tutor], 'SOLAR', 'all')).toEqual([solar, tutor]);
    expect(filterChallenges([solar, tutor], 'tutoring', 'all')).toEqual([tutor]);
  });

  it('filters by category', () => {
    expect(filterChallenges([solar, tutor], '', 'education')).toEqual([tutor]);
    expect(filterChallenges([solar, tutor], 'energy', 'education')).toEqual([]);
  });
});

describe('myChallenges', () => {
  it('merges the challenges I created with those my teams work on, once each, filtered, newest first', () => {
    const mine = makeChallenge({ createdBy: 'me', createdAt: '2026-11-03T00:00:00.000Z' });
    const teamWork = makeChallenge({ title: 'Solar boats', createdAt: '2026-11-04T00:00:00.000Z' });
    const older = makeChallenge({ title: 'Solar roofs', createdAt: '2026-11-01T00:00:00.000Z' });
    expect(myChallenges([mine], [teamWork, null, mine, older], '', 'all')).toEqual([teamWork, mine, older]);
    expect(myChallenges([mine], [teamWork, older], 'boats', 'all')).toEqual([teamWork, mine]);
    expect(myChallenges([], [teamWork], '', 'health')).toEqual([]);
  });
});
