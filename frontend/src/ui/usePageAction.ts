import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useApolloClient } from '@apollo/client/react';
import { refetchActive } from '../graphql/writeFailures';
import { useRelogin } from './useRelogin';
import { refusalText } from './editFailures';
import { useToast } from './toast/ToastProvider';

/**
 * Runs a page's action (close, leave, remove, hand over, accept...): on success a toast and the lists it changes
 * read again; on failure the server's reason when it gave one (full team, someone else's, stale), else a general
 * message; a signed-out action leads to the re-login (product.md §8). Answers whether it worked.
 */
export function usePageAction() {
  const intl = useIntl();
  const client = useApolloClient();
  const { toast } = useToast();
  const { handleUnauthorized } = useRelogin();
  return useCallback(
    async (
      action: () => Promise<unknown>,
      { done, lists }: { done: string; lists: readonly string[] },
    ): Promise<boolean> => {
      try {
        await action();
      } catch (error) {
        if (handleUnauthorized(error)) return false;
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'shared.error' }),
          description: refusalText(error) ?? intl.formatMessage({ id: 'page.actionFailed' }),
        });
        // What the refusal was about may have changed since it was loaded: show it as it is now.
        void refetchActive(client, lists);
        return false;
      }
      toast({ title: done });
      void refetchActive(client, lists);
      return true;
    },
    [client, handleUnauthorized, intl, toast],
  );
}
