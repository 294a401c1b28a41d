import { describe, expect, it } from 'vitest';
import { makeTeam } from '../test/domainFixtures';
import { journeyProgress } from './journeyProgress';

describe('journeyProgress', () => {
  it('starts with nothing done and prototyping locked', () => {
    expect(journeyProgress({ createdChallenges: 0, myTeams: [], myProjects: 0 })).toEqual({
      challengePhase: 'notStarted',
      teamFormation: 'notStarted',
      prototyping: 'locked',
    });
  });

  it('follows a forming team, then an active one, then a showcased project', () => {
    const forming = makeTeam({ status: 'forming', challengeId: 'c1' });
    expect(journeyProgress({ createdChallenges: 0, myTeams: [forming], myProjects: 0 })).toEqual({
      challengePhase: 'completed',
      teamFormation: 'inProgress',
      prototyping: 'notStarted',
    });
    const active = makeTeam({ status: 'active' });
    expect(journeyProgress({ createdChallenges: 1, myTeams: [active], myProjects: 0 })).toEqual({
      challengePhase: 'completed',
      teamFormation: 'completed',
      prototyping: 'inProgress',
    });
    expect(journeyProgress({ createdChallenges: 0, myTeams: [active], myProjects: 1 }).prototyping).toBe(
      'completed',
    );
  });
});
