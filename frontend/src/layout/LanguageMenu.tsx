import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LOCALES, type Locale } from '@creators/contracts';
import { useT } from '../i18n/useT';

const LANGUAGE_NAMES: Record<Locale, 'language.en' | 'language.de'> = {
  en: 'language.en',
  de: 'language.de',
};

interface Props {
  anchor: HTMLElement | null;
  locale: Locale;
  onChoose(locale: Locale): void;
  onClose(): void;
}

/** The language switcher's menu: English, Deutsch. */
export function LanguageMenu({ anchor, locale, onChoose, onClose }: Props) {
  const t = useT();
  return (
    <Menu
      id="language-menu"
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': t('language.label') } }}
    >
      {LOCALES.map((option) => (
        <MenuItem key={option} lang={option} selected={option === locale} onClick={() => onChoose(option)}>
          {t(LANGUAGE_NAMES[option])}
        </MenuItem>
      ))}
    </Menu>
  );
}
