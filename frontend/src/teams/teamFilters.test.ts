import { describe, expect, it } from 'vitest';
import { makeTeam } from '../test/domainFixtures';
import { filterTeams, teamAction } from './teamFilters';

describe('teamAction', () => {
  it('is member for my teams, join for a forming team with room, contact otherwise', () => {
    expect(teamAction(makeTeam({ isMember: true, status: 'forming' }))).toBe('member');
    expect(teamAction(makeTeam({ status: 'forming', memberCount: 3, maxMembers: 4 }))).toBe('join');
    expect(teamAction(makeTeam({ status: 'forming', memberCount: 4, maxMembers: 4 }))).toBe('contact');
    expect(teamAction(makeTeam({ status: 'active', memberCount: 1, maxMembers: 4 }))).toBe('contact');
  });
});

describe('filterTeams', () => {
  const solar = makeTeam({ name: 'Solar Squad', description: 'Panels for schools', status: 'forming' });
  const water = makeTeam({ name: 'Water Watch', description: null, status: 'active' });

  it('searches name and description, case-insensitively and trimmed', () => {
    expect(filterTeams([solar, water], '  SOLAR ', 'all')).toEqual([solar]);
    expect(filterTeams([solar, water], 'schools', 'all')).toEqual([solar]);
    expect(filterTeams([solar, water], '', 'all')).toEqual([solar, water]);
  });

  it('filters by status', () => {
    expect(filterTeams([solar, water], '', 'active')).toEqual([water]);
    expect(filterTeams([solar, water], 'solar', 'active')).toEqual([]);
  });
});
