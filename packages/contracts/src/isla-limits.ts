// Isla's limits without the schemas (and zod): the browser's speech reads them (@creators/contracts/isla-limits).
export const ISLA_LIMITS = {
  promptMax: 2000,
  historyMax: 6000,
  speechTextMax: 1500,
  ideaMax: 4000,
  minReplyLength: 11,
  /** The newest messages of a brainstorm sent for its draft (generateChallengeDraft). */
  draftMessagesMax: 60,
} as const;
