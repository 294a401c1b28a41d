import type { Challenge } from '../graphql/challenges';

/** Search on title or description (case-insensitive) and the category filter, as the server applies them. */
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

/**
 * My Progress: the challenges the user created (pages the server filtered) and those a team of theirs works on
 * (a few, filtered here the same way), each once, newest first.
 */
export function myChallenges(
  created: readonly Challenge[],
  teamChallenges: ReadonlyArray<Challenge | null | undefined>,
  search: string,
  category: string,
): Challenge[] {
  const byId = new Map(created.map((challenge) => [challenge.id, challenge]));
  const linked = teamChallenges.filter((challenge): challenge is Challenge => Boolean(challenge));
  for (const challenge of filterChallenges(linked, search, category))
    if (!byId.has(challenge.id)) byId.set(challenge.id, challenge);
  return [...byId.values()].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  );
}
