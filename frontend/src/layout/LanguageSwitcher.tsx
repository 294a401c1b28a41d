import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import LanguageIcon from '@mui/icons-material/Language';
import type { Locale } from '@creators/contracts';
import { useLocale } from '../i18n/LocaleProvider';
import { useChooseLanguage } from '../i18n/useAccountLanguage';
import { useT } from '../i18n/useT';
import { lazyNamed } from '../ui/lazyNamed';

const LANGUAGE_NAMES: Record<Locale, 'language.en' | 'language.de'> = {
  en: 'language.en',
  de: 'language.de',
};

// The menu (MUI's Menu, Popover, Modal) loads when the switcher is first pointed at, focused or pressed: the
// landing page's first JavaScript does without it.
export const LanguageMenu = lazyNamed(() => import('./LanguageMenu'), 'LanguageMenu');

/**
 * Language switcher (English, Deutsch). The button shows the current language; the menu offers both. Signed in,
 * the choice is also saved to the account (docs/product.md §13.4).
 */
export function LanguageSwitcher() {
  const t = useT();
  const { locale, preloadLocale } = useLocale();
  const choose = useChooseLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const open = Boolean(anchor);
  // The menu's code and the other language's texts, so that choosing it switches everything at once.
  const preload = () => {
    void LanguageMenu.preload();
    preloadLocale(locale === 'en' ? 'de' : 'en');
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<LanguageIcon />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'language-menu' : undefined}
        title={t('language.label')}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
      >
        {t(LANGUAGE_NAMES[locale])}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <LanguageMenu
            anchor={anchor}
            locale={locale}
            onChoose={(option) => {
              void choose(option);
              setAnchor(null);
            }}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
