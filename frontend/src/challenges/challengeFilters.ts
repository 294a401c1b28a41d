import type { Challenge } from '../graphql/challenges';
import type { Team } from '../graphql/teams';

/** Search on title or description (case-insensitive) and the category filter. */
export function filterChallenges(
  challenges: readonly Challenge[],
  search: string,
  category: string,
): Challenge[] {
  const needle = search.trim().toLowerCase();
  return challenges.filter(
    (challenge) =>
      (category === 'all' || challenge.category === category) &&
      (!needle ||
        challenge.title.toLowerCase().includes(needle) ||
        challenge.description.toLowerCase().includes(needle)),
  );
}

/** My Progress: the challenges the user created, or that a team of theirs works on. */
export function myChallenges(
  challenges: readonly Challenge[],
  userId: string | undefined,
  myTeams: ReadonlyArray<Pick<Team, 'challengeId'>>,
): Challenge[] {
  const teamChallengeIds = new Set(myTeams.map((team) => team.challengeId).filter(Boolean));
  return challenges.filter((c) => c.createdBy === userId || teamChallengeIds.has(c.id));
}
