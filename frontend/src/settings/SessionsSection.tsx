import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  END_OTHER_SESSIONS_MUTATION,
  END_SESSION_MUTATION,
  MY_SESSIONS_QUERY,
  type AccountSession,
} from '../graphql/account';
import { useRelogin } from '../ui/useRelogin';
import { refusalText } from '../ui/editFailures';
import { ConfirmDialog, PageSection } from '../ui/entityPage';
import { LoadErrorPanel } from '../ui/listPage';
import { useToast, type ToastOptions } from '../ui/toast/ToastProvider';
import { visuallyHidden } from '../ui/visuallyHidden';
import { useSettingsT } from './messages';

/**
 * Runs a sign-out of other sessions: the toast the result gives on success; on failure the server's reason when it
 * gave one (an already ended session), else a general message; a signed-out person goes to the sign-in. The list is
 * read again either way.
 */
function useSessionAction(refetch: () => Promise<unknown>) {
  const t = useSettingsT();
  const { toast } = useToast();
  const { handleUnauthorized } = useRelogin();
  return async <T,>(action: () => Promise<T>, done: (result: T) => ToastOptions): Promise<void> => {
    try {
      toast(done(await action()));
    } catch (error) {
      if (handleUnauthorized(error)) return;
      toast({
        variant: 'destructive',
        title: t('shared.error'),
        description: refusalText(error) ?? t('page.actionFailed'),
      });
    }
    await refetch().catch(() => undefined);
  };
}

/** 'Your sessions': each signed-in browser, with 'Sign out' for the others, and 'Sign out everywhere else'. */
export function SessionsSection() {
  const t = useSettingsT();
  const sessions = useQuery(MY_SESSIONS_QUERY, { errorPolicy: 'none' });
  const [endSession] = useMutation(END_SESSION_MUTATION);
  const [endOtherSessions] = useMutation(END_OTHER_SESSIONS_MUTATION);
  const run = useSessionAction(() => sessions.refetch());
  const [confirming, setConfirming] = useState(false);
  const [ending, setEnding] = useState<string | null>(null);

  const list = sessions.data?.mySessions;
  const others = list?.filter((session) => !session.current) ?? [];

  const signOut = async (session: AccountSession, browser: string) => {
    setEnding(session.id);
    await run(
      () => endSession({ variables: { id: session.id } }),
      () => ({ title: t('settings.sessions.signedOut', { browser }) }),
    );
    setEnding(null);
  };

  const signOutOthers = () =>
    run(
      async () => (await endOtherSessions()).data?.endOtherSessions ?? 0,
      (count) => ({
        title: t('settings.sessions.signedOutOthers.title'),
        description: t('settings.sessions.signedOutOthers.description', { count }),
      }),
    );

  let body;
  if (!list && !sessions.error) body = <SessionsSkeleton />;
  else if (!list) body = <LoadErrorPanel onRetry={() => void sessions.refetch().catch(() => undefined)} />;
  else
    body = (
      <>
        <Stack
          component="ul"
          aria-label={t('settings.sessions.list')}
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {list.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              busy={ending === session.id}
              onSignOut={(browser) => void signOut(session, browser)}
            />
          ))}
        </Stack>
        <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Button
            variant="outlined"
            color="error"
            disabled={others.length === 0}
            onClick={() => setConfirming(true)}
          >
            {t('settings.sessions.signOutOthers')}
          </Button>
          {others.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('settings.sessions.onlyThis')}
            </Typography>
          )}
        </Box>
      </>
    );

  return (
    <PageSection id="settings-sessions-title" title={t('settings.sessions.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.sessions.hint')}
      </Typography>
      {body}
      <ConfirmDialog
        open={confirming}
        title={t('settings.sessions.signOutOthers')}
        text={t('settings.sessions.signOutOthers.confirm')}
        confirmLabel={t('settings.sessions.signOutOthers')}
        onConfirm={signOutOthers}
        onClose={() => setConfirming(false)}
      />
    </PageSection>
  );
}

function SessionItem({
  session,
  busy,
  onSignOut,
}: {
  session: AccountSession;
  busy: boolean;
  onSignOut(browser: string): void;
}) {
  const t = useSettingsT();
  const intl = useIntl();
  const when = (iso: string | null | undefined) =>
    iso && !Number.isNaN(Date.parse(iso))
      ? intl.formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })
      : null;
  const browser = session.browser?.trim() || t('settings.sessions.unknownBrowser');
  const signedIn = when(session.createdAt);
  const lastSeen = when(session.lastSeenAt);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {browser}
          </Typography>
          {session.current && (
            <Chip size="small" color="primary" variant="outlined" label={t('settings.sessions.current')} />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {session.network
            ? t('settings.sessions.network', { network: session.network })
            : t('settings.sessions.unknownNetwork')}
        </Typography>
        {signedIn && (
          <Typography variant="body2" color="text.secondary">
            {t('settings.sessions.signedIn', { date: signedIn })}
          </Typography>
        )}
        {lastSeen && (
          <Typography variant="body2" color="text.secondary">
            {t('settings.sessions.lastSeen', { date: lastSeen })}
          </Typography>
        )}
      </Box>
      {!session.current && (
        <Button
          variant="outlined"
          size="small"
          disabled={busy}
          aria-label={t('settings.sessions.signOutNamed', { browser })}
          onClick={() => onSignOut(browser)}
        >
          {t('settings.sessions.signOut')}
        </Button>
      )}
    </Box>
  );
}

function SessionsSkeleton() {
  const t = useSettingsT();
  return (
    <Box aria-busy="true">
      <Box component="span" sx={visuallyHidden}>
        {t('page.loading')}
      </Box>
      <Stack spacing={1.5} aria-hidden>
        <Skeleton variant="rounded" height={88} />
        <Skeleton variant="rounded" height={88} />
      </Stack>
    </Box>
  );
}
