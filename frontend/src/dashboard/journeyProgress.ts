import type { Team } from '../graphql/teams';

export type StepState = 'completed' | 'inProgress' | 'notStarted' | 'locked';
export interface JourneyProgress {
  challengePhase: StepState;
  teamFormation: StepState;
  prototyping: StepState;
}

/** What 'Your Progress' needs to know, counted by the servers rather than downloaded. */
export interface JourneyFacts {
  /** Challenges the person published. */
  createdChallenges: number;
  /** The person's teams. */
  myTeams: ReadonlyArray<Pick<Team, 'status' | 'challengeId'>>;
  /** Showcased projects of the person or of their teams. */
  myProjects: number;
}

/**
 * 'Your Progress' from the user's real state (product.md §4.6):
 * - Challenge Phase: completed once the user created a challenge or is in a team that works on one.
 * - Team Formation: completed once a team of theirs is active or completed; in progress while it is forming.
 * - Prototyping: completed once a project of the user or of their teams is showcased; in progress while a team of
 *   theirs is active; locked without a team (a project is showcased for a team).
 */
export function journeyProgress({ createdChallenges, myTeams, myProjects }: JourneyFacts): JourneyProgress {
  const challengePhase =
    createdChallenges > 0 || myTeams.some((team) => team.challengeId) ? 'completed' : 'notStarted';
  const teamFormation = myTeams.some((team) => team.status === 'active' || team.status === 'completed')
    ? 'completed'
    : myTeams.length > 0
      ? 'inProgress'
      : 'notStarted';
  const prototyping =
    myProjects > 0
      ? 'completed'
      : myTeams.length === 0
        ? 'locked'
        : myTeams.some((team) => team.status === 'active')
          ? 'inProgress'
          : 'notStarted';
  return { challengePhase, teamFormation, prototyping };
}

/** The banner's phase: the journey's first step not completed yet; all three done, the showcase. */
export type JourneyPhase = 'discovery' | 'teamFormation' | 'prototyping' | 'showcase';

/**
 * The dashboard's 'Current phase' agrees with 'Your Progress': 'Challenge Discovery' only while the challenge
 * step is not done, then 'Team Formation', 'Prototyping', and 'Showcase' once all three are completed. Unknown
 * progress (still loading, or unreadable) is the first phase, the specification's.
 */
export function journeyPhase(progress: JourneyProgress | null): JourneyPhase {
  if (!progress || progress.challengePhase !== 'completed') return 'discovery';
  if (progress.teamFormation !== 'completed') return 'teamFormation';
  if (progress.prototyping !== 'completed') return 'prototyping';
  return 'showcase';
}
