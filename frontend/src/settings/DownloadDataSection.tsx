import { useState } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { browserNavigation, RELOGIN_DELAY_MS, RELOGIN_PATH } from '../ui/useRelogin';
import { PageSection } from '../ui/entityPage';
import { useToast } from '../ui/toast/ToastProvider';
import { useSettingsT } from './messages';

/** docs/product.md §15: the gateway answers one JSON file (Content-Disposition attachment). */
export const DATA_EXPORT_PATH = '/api/users/me/export';

/** The name the gateway gives the file, else one of the same form for today. */
export function exportFileName(contentDisposition: string | null, now = new Date()): string {
  const named = /filename="([^"]+)"/.exec(contentDisposition ?? '')?.[1];
  return named ?? `creators-data-${now.toISOString().slice(0, 10)}.json`;
}

/** Saving a file the browser holds, in one place so that tests can observe it (jsdom saves nothing). */
export const fileDownload = {
  save(blob: Blob, fileName: string) {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
    // Some browsers read the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  },
};

/** The message of a REST refusal ({ message } in the request's language), if the body has one. */
async function refusalMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * 'Download my data' (docs/product.md §15): what the file holds in one sentence and a button that downloads it.
 * A refusal (too many downloads this hour, a service not answering) shows the server's message under the button;
 * anything else a general one. Signed out: the usual 'logged out' toast, then the sign-in.
 */
export function DownloadDataSection() {
  const t = useSettingsT();
  const intl = useIntl();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(DATA_EXPORT_PATH, {
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'Accept-Language': intl.locale },
      });
      if (response.status === 401) {
        toast({
          variant: 'destructive',
          title: t('shared.unauthorized.title'),
          description: t('shared.unauthorized.description'),
        });
        setTimeout(() => browserNavigation.assign(RELOGIN_PATH), RELOGIN_DELAY_MS);
        return;
      }
      if (!response.ok) {
        setError(
          (response.status < 500 || response.status === 503 ? await refusalMessage(response) : null) ??
            t('settings.download.failed'),
        );
        return;
      }
      const blob = await response.blob();
      fileDownload.save(blob, exportFileName(response.headers.get('content-disposition')));
      toast({ title: t('settings.download.done') });
    } catch {
      setError(t('settings.download.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageSection id="settings-download-title" title={t('settings.download.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.download.hint')}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Button variant="outlined" disabled={busy} onClick={() => void download()}>
        {busy ? t('settings.download.preparing') : t('settings.download.button')}
      </Button>
    </PageSection>
  );
}
