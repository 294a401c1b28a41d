import { MESSAGES, type Locale } from '@creators/contracts';
import { de } from './de';
import { en, type MessageId } from './en';

/** The UI strings plus the contracts' validation and server messages, so a zod message key translates too. */
export const messages: Record<Locale, Record<string, string>> = {
  en: { ...MESSAGES.en, ...en },
  de: { ...MESSAGES.de, ...de },
};

export type { MessageId };
