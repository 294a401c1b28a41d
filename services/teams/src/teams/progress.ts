import type { TeamStatus } from '@creators/contracts';

/** What a team's progress is derived from: only real state, nothing random. */
export interface ProgressFacts {
  memberCount: number;
  maxMembers: number;
  /** The team works on a challenge (challengeId set). */
  hasChallenge: boolean;
  status: TeamStatus;
  /** One of the team's projects has been showcased (learned from project.showcased events). */
  showcased: boolean;
}

/**
 * A team's progress in percent (0-100), from four steps of the programme's journey:
 *  - up to 40 for forming the team: 40 × members / maxMembers (a full team has all 40),
 *  - 20 once the team works on a challenge (challengeId set),
 *  - 20 once the team is under way (status active or completed),
 *  - 20 once one of its projects was showcased.
 * Rounded to a whole number. A new team of 4 with its leader alone and no challenge is at 10; a full, active
 * team on a challenge whose project is showcased is at 100.
 */
export function teamProgress(facts: ProgressFacts): number {
  const maxMembers = Math.max(1, facts.maxMembers);
  const members = Math.min(Math.max(0, facts.memberCount), maxMembers);
  const staffing = (40 * members) / maxMembers;
  const challenge = facts.hasChallenge ? 20 : 0;
  const underWay = facts.status === 'active' || facts.status === 'completed' ? 20 : 0;
  const showcased = facts.showcased ? 20 : 0;
  return Math.min(100, Math.round(staffing + challenge + underWay + showcased));
}
