/** Who a recommendation is about. */
interface RecommendedPerson {
  id: string;
  firstName: string;
  lastName: string;
  role: string | null;
  experience: string;
  profileImageUrl: string | null;
}

/** Recommended user as the dashboard reads it, with the reason: the skills shared with the caller. */
export interface RecommendedUser extends RecommendedPerson {
  sharedSkills: string[];
  sharedInterests: string[];
}

/** product.md §4.2: at most 10 recommended people in all, however they are paged. */
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

export interface Candidate extends RecommendedPerson {
  skills: string[];
  interests: string[];
}

/**
 * What the dashboard shows of a recommended person, with the reasons: the skills and interests they share with the
 * caller. The ranking rule (product.md §4.2: most shared first, skills break ties, at most 10) is the SQL in
 * UsersService.recommendedFor; this keeps its order.
 */
export function toRecommendation(
  me: { skills: readonly string[]; interests: readonly string[] },
  candidate: Candidate,
): RecommendedUser {
  return {
    id: candidate.id,
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    role: candidate.role,
    experience: candidate.experience,
    profileImageUrl: candidate.profileImageUrl,
    sharedSkills: sharedItems(me.skills, candidate.skills),
    sharedInterests: sharedItems(me.interests, candidate.interests),
  };
}
