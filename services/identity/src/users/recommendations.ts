import type { RecommendedUser } from '@creators/contracts';

export const RECOMMENDATION_LIMIT = 10;

/** The items of `theirs` that also appear in `mine`, compared case-insensitively, in their order and spelling, without duplicates. */
export function sharedItems(mine: readonly string[], theirs: readonly string[]): string[] {
  const wanted = new Set(mine.map((item) => item.toLowerCase()));
  const seen = new Set<string>();
  return theirs.filter((item) => {
    const key = item.toLowerCase();
    if (!wanted.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface Candidate {
  id: string;
  firstName: string;
  lastName: string;
  role: string | null;
  experience: string;
  profileImageUrl: string | null;
  skills: string[];
  interests: string[];
}

/**
 * Ranks candidates for a caller: never the caller, only those sharing at least one skill or interest, most shared
 * first (skills break ties; otherwise the given order stays), at most `limit`. The SQL query in UsersService
 * orders the same way, so this only computes the reasons and guards the rule.
 */
export function rankRecommendations(
  me: { id: string; skills: readonly string[]; interests: readonly string[] },
  candidates: readonly Candidate[],
  limit = RECOMMENDATION_LIMIT,
): RecommendedUser[] {
  return candidates
    .filter((candidate) => candidate.id !== me.id)
    .map((candidate) => ({
      id: candidate.id,
      firstName: candidate.firstName,
      lastName: candidate.lastName,
      role: candidate.role,
      experience: candidate.experience,
      profileImageUrl: candidate.profileImageUrl,
      sharedSkills: sharedItems(me.skills, candidate.skills),
      sharedInterests: sharedItems(me.interests, candidate.interests),
    }))
    .filter((user) => user.sharedSkills.length + user.sharedInterests.length > 0)
    .sort(
      (a, b) =>
        b.sharedSkills.length +
          b.sharedInterests.length -
          (a.sharedSkills.length + a.sharedInterests.length) || b.sharedSkills.length - a.sharedSkills.length,
    )
    .slice(0, limit);
}
