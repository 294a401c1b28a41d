import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { LOCALES, type Locale } from '@creators/contracts';
import { useLocale } from '../i18n/LocaleProvider';
import { useChooseLanguage } from '../i18n/useAccountLanguage';
import { WithMessages, type FeatureMessages } from '../i18n/WithMessages';
import { useDomainT } from '../i18n/useDomainT';
import { PageSection } from '../ui/entityPage';
import { useToast } from '../ui/toast/ToastProvider';

const languageSectionEn = {
  'settings.language.title': 'Language',
  'settings.language.text':
    'The language of the interface and of the mails we send you, on every device you sign in with.',
  'settings.language.saved': 'Language saved',
  'settings.language.failed':
    'The language changed here, but could not be saved to your account. Please try again.',
} as const;
type LanguageSectionMessageId = keyof typeof languageSectionEn;
const languageSectionDe: Record<LanguageSectionMessageId, string> = {
  'settings.language.title': 'Sprache',
  'settings.language.text':
    'Die Sprache der Oberfläche und der Mails, die wir dir schicken, auf jedem Gerät, mit dem du dich anmeldest.',
  'settings.language.saved': 'Sprache gespeichert',
  'settings.language.failed':
    'Die Sprache wurde hier geändert, konnte aber nicht in deinem Konto gespeichert werden. Bitte versuche es erneut.',
};
const MESSAGES: FeatureMessages = { en: languageSectionEn, de: languageSectionDe };

/** docs/product.md §13.4: 'Language' on the Settings page: English or Deutsch, saved to the account. */
export function LanguageSection() {
  return (
    <WithMessages messages={MESSAGES}>
      <Language />
    </WithMessages>
  );
}

function Language() {
  const t = useDomainT<LanguageSectionMessageId>();
  const { locale, preloadLocale } = useLocale();
  const choose = useChooseLanguage();
  // The other language's texts before it is chosen: the switch is then whole at once.
  useEffect(() => preloadLocale(locale === 'en' ? 'de' : 'en'), [locale, preloadLocale]);
  const { toast } = useToast();
  const [failed, setFailed] = useState(false);
  const textId = useId();
  const onChange = async (value: Locale) => {
    setFailed(false);
    const saved = await choose(value);
    // In the language just chosen (this render's `t` still speaks the previous one).
    if (saved) toast({ title: MESSAGES[value]['settings.language.saved'] ?? t('settings.language.saved') });
    else setFailed(true);
  };
  return (
    <PageSection id="settings-language" title={t('settings.language.title')}>
      <Typography id={textId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('settings.language.text')}
      </Typography>
      {failed && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {t('settings.language.failed')}
        </Alert>
      )}
      <RadioGroup
        aria-labelledby="settings-language"
        aria-describedby={textId}
        value={locale}
        onChange={(event) => void onChange(event.target.value as Locale)}
      >
        {LOCALES.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio />}
            label={<span lang={option}>{t(`language.${option}`)}</span>}
          />
        ))}
      </RadioGroup>
    </PageSection>
  );
}
