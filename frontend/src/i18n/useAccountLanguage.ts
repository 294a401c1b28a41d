import { createContext, useCallback, useContext, useEffect } from 'react';
import type { Locale } from '@creators/contracts';
import { useLocale } from './LocaleProvider';

/** Saves a chosen language to the signed-in person's account; there is none signed out. */
type SaveLanguage = (locale: Locale) => Promise<void>;

const AccountLanguageContext = createContext<SaveLanguage | null>(null);
/** The signed-in app's way of saving the language to the account (app/SignedInProviders). */
export const AccountLanguageProvider = AccountLanguageContext.Provider;

/**
 * docs/product.md §1 and §13.4: choosing a language (the header's switcher, Settings) switches the interface at
 * once, is kept in the browser and, when signed in, saved to the account, so that the person's mails and their
 * other devices follow it. Resolves whether the account has it (always true signed out).
 */
export function useChooseLanguage(): (locale: Locale) => Promise<boolean> {
  const { setLocale } = useLocale();
  const save = useContext(AccountLanguageContext);
  return useCallback(
    async (locale: Locale) => {
      setLocale(locale);
      if (!save) return true;
      try {
        await save(locale);
        return true;
      } catch {
        return false;
      }
    },
    [save, setLocale],
  );
}

/**
 * A signed-in person's chosen language (User.language, set on another device or before) becomes this browser's
 * too, when it arrives or changes; null (never chosen) leaves the browser's own choice alone.
 */
export function useAccountLanguage(language: string | null | undefined): void {
  const { setLocale } = useLocale();
  useEffect(() => {
    if (language === 'en' || language === 'de') setLocale(language);
  }, [language, setLocale]);
}
