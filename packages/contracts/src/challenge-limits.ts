// The challenges' limits without the schemas (and zod): the brainstorm in the browser reads them
// (brainstorm.ts).
export const CHALLENGE_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  descriptionMin: 10,
  descriptionMax: 4000,
  tagsMax: 10,
  tagMax: 30,
  insightsMax: 20,
  sessionMessagesMax: 60,
  sessionMessageMax: 2000,
} as const;
