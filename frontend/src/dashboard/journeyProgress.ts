import type { Challenge } from '../graphql/challenges';
import type { Project } from '../graphql/showcase';
import type { Team } from '../graphql/teams';

export type StepState = 'completed' | 'inProgress' | 'notStarted' | 'locked';
export interface JourneyProgress {
  challengePhase: StepState;
  teamFormation: StepState;
  prototyping: StepState;
}

/**
 * 'Your Progress' from the user's real state (DESIGN: placeholders become real data):
 * - Challenge Phase: completed once the user created a challenge or is in a team that works on one.
 * - Team Formation: completed once a team of theirs is active or completed; in progress while it is forming.
 * - Prototyping: completed once a project of the user or of their teams is showcased; in progress while a team of
 *   theirs is active; locked without a team (a project is showcased for a team).
 */
export function journeyProgress(
  userId: string,
  challenges: readonly Challenge[],
  myTeams: readonly Team[],
  projects: readonly Project[],
): JourneyProgress {
  const teamIds = new Set(myTeams.map((team) => team.id));
  const challengePhase =
    challenges.some((c) => c.createdBy === userId) || myTeams.some((team) => team.challengeId)
      ? 'completed'
      : 'notStarted';
  const teamFormation = myTeams.some((team) => team.status === 'active' || team.status === 'completed')
    ? 'completed'
    : myTeams.length > 0
      ? 'inProgress'
      : 'notStarted';
  const prototyping = projects.some((p) => p.createdBy === userId || teamIds.has(p.teamId))
    ? 'completed'
    : myTeams.length === 0
      ? 'locked'
      : myTeams.some((team) => team.status === 'active')
        ? 'inProgress'
        : 'notStarted';
  return { challengePhase, teamFormation, prototyping };
}
