import { TEAM_CHAT_LIMITS } from '@creators/contracts';

/** The first characters of a message, for a mention's notification. */
export function chatExcerpt(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length <= TEAM_CHAT_LIMITS.excerptMax
    ? flat
    : `${flat.slice(0, TEAM_CHAT_LIMITS.excerptMax - 1).trimEnd()}…`;
}
