import { useCallback, useEffect } from 'react';
import { useMutation } from '@apollo/client/react';
import type { Locale } from '@creators/contracts';
import { useSession } from '../auth/useSession';
import { SET_LANGUAGE_MUTATION } from '../graphql/identity';
import { useLocale } from './LocaleProvider';

/**
 * docs/product.md §1 and §13.4: choosing a language (the header's switcher, Settings) switches the interface at
 * once, is kept in the browser and, when signed in, saved to the account, so that the person's mails and their
 * other devices follow it. Resolves whether the account has it (always true signed out).
 */
export function useChooseLanguage(): (locale: Locale) => Promise<boolean> {
  const { setLocale } = useLocale();
  const { user } = useSession();
  const [save] = useMutation(SET_LANGUAGE_MUTATION);
  const signedIn = user !== null;
  return useCallback(
    async (locale: Locale) => {
      setLocale(locale);
      if (!signedIn) return true;
      try {
        await save({ variables: { language: locale } });
        return true;
      } catch {
        return false;
      }
    },
    [save, setLocale, signedIn],
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
