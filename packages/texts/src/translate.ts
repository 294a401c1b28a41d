import { isMessageKey, type Locale, type MessageKey } from '@creators/contracts';
import { de } from './de.js';
import { en } from './en.js';

/**
 * The texts of the contracts' message keys (validation and server messages) by language. A browser that shows one
 * language imports its module alone (@creators/texts/en, @creators/texts/de).
 */
export const MESSAGES: Record<Locale, Record<MessageKey, string>> = { en, de };

/** Translates a message key; text that is not a key is returned unchanged. */
export function translate(keyOrText: string, locale: Locale): string {
  return isMessageKey(keyOrText) ? MESSAGES[locale][keyOrText] : keyOrText;
}
