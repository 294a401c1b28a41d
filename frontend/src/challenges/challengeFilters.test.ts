import { describe, expect, it } from 'vitest';
import { makeChallenge, makeTeam } from '../test/domainFixtures';
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
  it('keeps the challenges I created or that a team of mine works on', () => {
    const mine = makeChallenge({ createdBy: 'me' });
    const teamWork = makeChallenge();
    const other = makeChallenge();
    const teams = [makeTeam({ challengeId: teamWork.id }), makeTeam({ challengeId: null })];
    expect(myChallenges([mine, teamWork, other], 'me', teams)).toEqual([mine, teamWork]);
    expect(myChallenges([mine, other], undefined, [])).toEqual([]);
  });
});
