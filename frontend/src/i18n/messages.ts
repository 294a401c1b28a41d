import { MESSAGES, type Locale } from '@creators/contracts';
import { de } from './de';
import { en, type MessageId } from './en';
import { brainstormMessages } from '../brainstorm/messages';
import { voiceMessages } from '../voice/messages';
import { domainMessages } from './domainMessages';

/** The UI strings plus the contracts' validation and server messages, so a zod message key translates too. */
export const messages: Record<Locale, Record<string, string>> = {
  en: { ...MESSAGES.en, ...en, ...brainstormMessages.en, ...voiceMessages.en, ...domainMessages.en },
  de: { ...MESSAGES.de, ...de, ...brainstormMessages.de, ...voiceMessages.de, ...domainMessages.de },
};

export type { MessageId };
