import { describe, expect, it } from 'vitest';
import { makeChallenge, makeProject, makeTeam } from '../test/domainFixtures';
import { journeyProgress } from './journeyProgress';

describe('journeyProgress', () => {
  it('starts with nothing done and prototyping locked', () => {
    expect(journeyProgress('me', [], [], [])).toEqual({
      challengePhase: 'notStarted',
      teamFormation: 'notStarted',
      prototyping: 'locked',
    });
  });

  it('follows a forming team, then an active one, then a showcased project', () => {
    const forming = makeTeam({ status: 'forming', challengeId: 'c1' });
    expect(journeyProgress('me', [], [forming], [])).toEqual({
      challengePhase: 'completed',
      teamFormation: 'inProgress',
      prototyping: 'notStarted',
    });
    const active = makeTeam({ status: 'active' });
    expect(journeyProgress('me', [makeChallenge({ createdBy: 'me' })], [active], [])).toEqual({
      challengePhase: 'completed',
      teamFormation: 'completed',
      prototyping: 'inProgress',
    });
    expect(journeyProgress('me', [], [active], [makeProject({ teamId: active.id })]).prototyping).toBe(
      'completed',
    );
  });
});
