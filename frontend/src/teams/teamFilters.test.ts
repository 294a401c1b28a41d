import { describe, expect, it } from 'vitest';
import { makeTeam } from '../test/domainFixtures';
import { teamAction } from './teamFilters';

describe('teamAction', () => {
  it('is member for my teams, join for a forming team with room, contact otherwise', () => {
    expect(teamAction(makeTeam({ isMember: true, status: 'forming' }))).toBe('member');
    expect(teamAction(makeTeam({ status: 'forming', memberCount: 3, maxMembers: 4 }))).toBe('join');
    expect(teamAction(makeTeam({ status: 'forming', memberCount: 4, maxMembers: 4 }))).toBe('contact');
    expect(teamAction(makeTeam({ status: 'active', memberCount: 1, maxMembers: 4 }))).toBe('contact');
  });
});
