import type { inboxEn } from './inboxMessages.en';

export type InboxMessageId = keyof typeof inboxEn;

/** Its texts (./inboxMessages.en.ts, .de.ts) come with the signed-in screens' (app/signedInMessages): the bell is in every header. */
