import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WithMessages } from '../i18n/WithMessages';
import { useLocale } from '../i18n/LocaleProvider';
import { credentialsMessages, useCredentialsT } from './messages';

/** POST /api/credentials/verify (public; docs/product.md §17.4). */
export const VERIFY_CREDENTIAL_PATH = '/api/credentials/verify';

export interface CredentialVerification {
  verified: boolean;
  reason: { code: string; message: string };
  credential: {
    achievementName: string | null;
    issuerId: string | null;
    issuerName: string | null;
    holder: string | null;
    validFrom: string | null;
  };
}

/** A file's text (FileReader: every browser, and jsdom, whose Blob has no text()). */
const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });

type Outcome =
  | { kind: 'none' }
  | { kind: 'checked'; result: CredentialVerification }
  | { kind: 'refused'; message: string };

/** /credentials/verify, signed in or out: open or paste a credential and see whether it is valid, and why. */
export function VerifyCredentialPage() {
  return (
    <WithMessages messages={credentialsMessages}>
      <VerifyCredential />
    </WithMessages>
  );
}

function VerifyCredential() {
  const t = useCredentialsT();
  const intl = useIntl();
  const { locale } = useLocale();
  const fileInputId = useId();
  const [text, setText] = useState('');
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });

  async function check(json: string) {
    let credential: unknown;
    try {
      credential = JSON.parse(json);
    } catch {
      setOutcome({ kind: 'refused', message: t('credentials.verify.notJson') });
      return;
    }
    setChecking(true);
    try {
      const response = await fetch(VERIFY_CREDENTIAL_PATH, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'accept-language': locale,
        },
        body: JSON.stringify(credential),
      });
      const body = (await response.json().catch(() => null)) as
        (CredentialVerification & { message?: string }) | null;
      if (response.ok && body && typeof body.verified === 'boolean')
        setOutcome({ kind: 'checked', result: body });
      else setOutcome({ kind: 'refused', message: body?.message ?? t('credentials.verify.failed') });
    } catch {
      setOutcome({ kind: 'refused', message: t('credentials.verify.failed') });
    } finally {
      setChecking(false);
    }
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    let content: string;
    try {
      content = await readText(file);
    } catch {
      setOutcome({ kind: 'refused', message: t('credentials.verify.failed') });
      return;
    }
    setText(content);
    await check(content);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void check(text);
  }

  const details = outcome.kind === 'checked' ? outcome.result.credential : null;
  return (
    <Container maxWidth="md" component="main" id="main-content" sx={{ py: 4 }}>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 1 }}>
        {t('credentials.verify.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('credentials.verify.subtitle')}
      </Typography>
      <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
        <Box>
          <Typography component="label" htmlFor={fileInputId} sx={{ display: 'block', mb: 0.5 }}>
            {t('credentials.verify.file')}
          </Typography>
          <input
            id={fileInputId}
            type="file"
            accept=".json,application/json,application/ld+json"
            onChange={(event) => void onFile(event)}
          />
        </Box>
        <TextField
          label={t('credentials.verify.paste')}
          multiline
          minRows={4}
          maxRows={12}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={checking || !text.trim()}>
            {checking ? t('credentials.verify.checking') : t('credentials.verify.submit')}
          </Button>
        </Box>
      </Stack>
      <Box aria-live="polite" sx={{ mt: 3 }}>
        {outcome.kind === 'refused' && <Alert severity="error">{outcome.message}</Alert>}
        {outcome.kind === 'checked' && (
          <Alert severity={outcome.result.verified ? 'success' : 'error'}>
            <AlertTitle>
              {outcome.result.verified ? t('credentials.verify.valid') : t('credentials.verify.invalid')}
            </AlertTitle>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {outcome.result.reason.message}
            </Typography>
            <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600 }, '& dd': { ml: 0, mb: 1 } }}>
              {details?.achievementName && (
                <>
                  <dt>{t('credentials.verify.achievement')}</dt>
                  <dd>{details.achievementName}</dd>
                </>
              )}
              {(details?.issuerName || details?.issuerId) && (
                <>
                  <dt>{t('credentials.verify.issuer')}</dt>
                  <dd>{[details.issuerName, details.issuerId].filter(Boolean).join(' · ')}</dd>
                </>
              )}
              {details?.holder && (
                <>
                  <dt>{t('credentials.verify.holder')}</dt>
                  <dd>{details.holder}</dd>
                </>
              )}
              {details?.validFrom && !Number.isNaN(Date.parse(details.validFrom)) && (
                <>
                  <dt>{t('credentials.verify.validFrom')}</dt>
                  <dd>{intl.formatDate(new Date(details.validFrom), { dateStyle: 'long' })}</dd>
                </>
              )}
            </Box>
          </Alert>
        )}
      </Box>
    </Container>
  );
}
