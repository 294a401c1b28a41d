import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LanguageIcon from '@mui/icons-material/Language';
import { LOCALES, type Locale } from '@creators/contracts';
import { useLocale } from '../i18n/LocaleProvider';
import { useChooseLanguage } from '../i18n/useAccountLanguage';
import { useT } from '../i18n/useT';

const LANGUAGE_NAMES: Record<Locale, 'language.en' | 'language.de'> = {
  en: 'language.en',
  de: 'language.de',
};

/**
 * Language switcher (English, Deutsch). The button shows the current language; the menu offers both. Signed in,
 * the choice is also saved to the account (docs/product.md §13.4).
 */
export function LanguageSwitcher() {
  const t = useT();
  const { locale } = useLocale();
  const choose = useChooseLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);

  return (
    <>
      <Button
        color="inherit"
        startIcon={<LanguageIcon />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'language-menu' : undefined}
        title={t('language.label')}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t(LANGUAGE_NAMES[locale])}
      </Button>
      <Menu
        id="language-menu"
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('language.label') } }}
      >
        {LOCALES.map((option) => (
          <MenuItem
            key={option}
            lang={option}
            selected={option === locale}
            onClick={() => {
              void choose(option);
              setAnchor(null);
            }}
          >
            {t(LANGUAGE_NAMES[option])}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
