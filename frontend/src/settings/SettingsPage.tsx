import { Suspense } from 'react';
import Stack from '@mui/material/Stack';
import { WithMessages } from '../i18n/WithMessages';
import { lazyNamed } from '../ui/lazyNamed';
import { PageHeader } from '../ui/PageHeader';
import { CredentialsSection } from '../credentials/CredentialsSection';
import { ChangePasswordSection } from './ChangePasswordSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { DownloadDataSection } from './DownloadDataSection';
import { NotificationPreferencesSection } from './NotificationPreferencesSection';
import { LanguageSection } from './LanguageSection';
import { SessionsSection } from './SessionsSection';
import { settingsMessages, useSettingsT } from './messages';

/** 'Programmes' (join one, choose the one to work in), a chunk of its own: the app's entry names only this page's. */
const SettingsProgrammesSection = lazyNamed(
  () => import('../programmes/SettingsProgrammesSection'),
  'SettingsProgrammesSection',
);

/** /settings (the user menu's 'Settings'): change the password, see and end the sessions of other browsers. */
export function SettingsPage() {
  return (
    <WithMessages messages={settingsMessages}>
      <Settings />
    </WithMessages>
  );
}

function Settings() {
  const t = useSettingsT();
  return (
    <>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <Stack spacing={3} sx={{ maxWidth: 800 }}>
        <LanguageSection />
        <Suspense fallback={null}>
          <SettingsProgrammesSection />
        </Suspense>
        <ChangePasswordSection />
        <SessionsSection />
        <NotificationPreferencesSection />
        <CredentialsSection />
        <DownloadDataSection />
        <DeleteAccountSection />
      </Stack>
    </>
  );
}
