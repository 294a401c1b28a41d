import { TEAM_MILESTONES, type TeamMilestone } from '@creators/contracts';

/** One milestone of a team and whether it is reached. */
export interface MilestoneState {
  key: TeamMilestone;
  done: boolean;
}

/** What a team's milestones are derived from (docs/product.md §16.3): only real state, nothing random. */
export interface MilestoneFacts {
  /** How many members the team has, the leader included. */
  memberCount: number;
  /** The team works on a challenge (challengeId set). */
  hasChallenge: boolean;
  /** A meeting of the team with a mentor was held (status held, meeting.held). */
  mentorMeetingHeld: boolean;
  /** The team has a project that is not removed, in any status (the team_projects read model). */
  hasProject: boolean;
  /** The team has a submitted project: status showcased (projects freeze at their programme's deadline). */
  hasSubmittedProject: boolean;
}

/** The milestones a team with these facts has reached, in TEAM_MILESTONES order. */
export function reachedMilestones(facts: MilestoneFacts): TeamMilestone[] {
  const done: Record<TeamMilestone, boolean> = {
    members: facts.memberCount >= 2,
    challenge: facts.hasChallenge,
    mentorMeeting: facts.mentorMeetingHeld,
    project: facts.hasProject,
    submitted: facts.hasSubmittedProject,
  };
  return TEAM_MILESTONES.filter((key) => done[key]);
}

/** Every milestone in TEAM_MILESTONES order, done when `reached` holds it (unknown keys are ignored). */
export function milestoneStates(reached: readonly string[]): MilestoneState[] {
  return TEAM_MILESTONES.map((key) => ({ key, done: reached.includes(key) }));
}

/** A team's progress in percent: the share of its milestones reached, rounded. */
export const teamProgress = (reached: readonly string[]): number =>
  Math.round((100 * TEAM_MILESTONES.filter((key) => reached.includes(key)).length) / TEAM_MILESTONES.length);

/** Whether two lists of reached milestones hold the same keys. */
export const sameMilestones = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((key) => b.includes(key));
