import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { TEAM_MILESTONES } from '@creators/contracts';
import {
  milestoneStates,
  reachedMilestones,
  sameMilestones,
  teamProgress,
  type MilestoneFacts,
} from './progress.js';

const newTeam: MilestoneFacts = {
  memberCount: 1,
  hasChallenge: false,
  mentorMeetingHeld: false,
  hasProject: false,
  hasSubmittedProject: false,
};

describe('team milestones', () => {
  it('gives a new team of one without a challenge nothing: progress 0', () => {
    assert.deepEqual(reachedMilestones(newTeam), []);
    assert.equal(teamProgress(reachedMilestones(newTeam)), 0);
  });

  it('reaches members with a second member, not before', () => {
    assert.deepEqual(reachedMilestones({ ...newTeam, memberCount: 2 }), ['members']);
    assert.deepEqual(reachedMilestones({ ...newTeam, memberCount: 0 }), []);
  });

  it('reaches each milestone from its own fact, one fifth each', () => {
    assert.deepEqual(reachedMilestones({ ...newTeam, hasChallenge: true }), ['challenge']);
    assert.equal(teamProgress(['challenge']), 20);
    assert.deepEqual(reachedMilestones({ ...newTeam, mentorMeetingHeld: true }), ['mentorMeeting']);
    assert.deepEqual(reachedMilestones({ ...newTeam, hasProject: true }), ['project']);
    assert.deepEqual(reachedMilestones({ ...newTeam, hasProject: true, hasSubmittedProject: true }), [
      'project',
      'submitted',
    ]);
    assert.equal(teamProgress(['project', 'submitted']), 40);
  });

  it('lists them in TEAM_MILESTONES order and reaches 100 with all five', () => {
    const all = reachedMilestones({
      memberCount: 4,
      hasChallenge: true,
      mentorMeetingHeld: true,
      hasProject: true,
      hasSubmittedProject: true,
    });
    assert.deepEqual(all, [...TEAM_MILESTONES]);
    assert.equal(teamProgress(all), 100);
    assert.equal(teamProgress(['members', 'challenge', 'mentorMeeting']), 60);
  });

  it('states every milestone, done or not, in order; unknown keys count for nothing', () => {
    assert.deepEqual(milestoneStates(['submitted', 'members', 'somethingElse']), [
      { key: 'members', done: true },
      { key: 'challenge', done: false },
      { key: 'mentorMeeting', done: false },
      { key: 'project', done: false },
      { key: 'submitted', done: true },
    ]);
    assert.equal(teamProgress(['somethingElse']), 0);
  });

  it('compares reached milestones as sets', () => {
    assert.ok(sameMilestones(['members', 'challenge'], ['challenge', 'members']));
    assert.ok(!sameMilestones(['members'], ['members', 'challenge']));
    assert.ok(sameMilestones([], []));
  });
});
