import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isUnauthenticated } from '../graphql/writeFailures';
import { useToast } from './toast/ToastProvider';

/** product.md §9: the re-login redirect waits 500 ms, so that the toast can be read. */
export const RELOGIN_DELAY_MS = 500;
export const RELOGIN_PATH = '/api/login';

/** The browser navigation, in one place so that tests can observe it (jsdom cannot navigate). */
export const browserNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};

/**
 * product.md §8's answer to a write made while signed out (team create and join, resource add, project create, like):
 * toast 'Unauthorized' / 'You are logged out. Logging in again...', then after 500 ms a browser navigation to
 * /api/login. `handleUnauthorized(error)` does that and returns true for an UNAUTHENTICATED error; for any
 * other error it does nothing and returns false, and the caller shows its own message.
 */
export function useRelogin() {
  const intl = useIntl();
  const { toast } = useToast();
  const handleUnauthorized = useCallback(
    (error: unknown): boolean => {
      if (!isUnauthenticated(error)) return false;
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'shared.unauthorized.title' }),
        description: intl.formatMessage({ id: 'shared.unauthorized.description' }),
      });
      setTimeout(() => browserNavigation.assign(RELOGIN_PATH), RELOGIN_DELAY_MS);
      return true;
    },
    [intl, toast],
  );
  return { handleUnauthorized };
}
