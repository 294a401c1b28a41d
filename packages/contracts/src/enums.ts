export const USER_ROLES = ['student', 'mentor', 'creator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const MENTOR_EXPERIENCE_LEVELS = ['intermediate', 'advanced'] as const;

export const CHALLENGE_CATEGORIES = [
  'technology',
  'sustainability',
  'education',
  'community',
  'health',
] as const;
export type ChallengeCategory = (typeof CHALLENGE_CATEGORIES)[number];

export const DIFFICULTIES = EXPERIENCE_LEVELS;
export type Difficulty = ExperienceLevel;

/** active: open to new teams; closed: no new teams; archived: off the lists, its page still reachable. */
export const CHALLENGE_STATUSES = ['active', 'closed', 'archived'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

export const TEAM_STATUSES = ['forming', 'active', 'completed'] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];

export const RESOURCE_TYPES = ['video', 'article', 'book', 'course', 'tool'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** What a discussion is about (docs/product.md §11.4). */
export const COMMENT_SUBJECT_TYPES = ['challenge', 'project'] as const;
export type CommentSubjectType = (typeof COMMENT_SUBJECT_TYPES)[number];

export const BRAINSTORM_PHASES = ['ideation', 'validation', 'refinement', 'creation'] as const;
export type BrainstormPhase = (typeof BRAINSTORM_PHASES)[number];

/** product.md §9 business constants. */
export const LIMITS = {
  passwordMin: 6,
  nameMin: 2,
  studentBioMin: 10,
  mentorBioMin: 20,
  studentSkillsMin: 1,
  mentorSkillsMin: 2,
  currentRoleMin: 2,
  yearsExperienceMin: 1,
  teamSizeMin: 2,
  teamSizeMax: 6,
  teamSizeDefault: 4,
  meetingDurationDefault: 60,
  /** Upper bounds of our own, so that no field can carry unbounded text. */
  nameMax: 80,
  emailMax: 254,
  passwordMax: 128,
  bioMax: 2000,
  tagMax: 50,
  listMax: 30,
} as const;
