import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { serverMessage } from '../../graphql/errors';
import { refetchActive } from '../../graphql/writeFailures';
import { useRelogin } from '../../ui/useRelogin';
import { useToast } from '../../ui/toast/ToastProvider';
import { useStaffT } from '../staffMessages';

/** The staff page's lists, read again after every action (an action may change several of them). */
export const STAFF_LISTS = ['ModerationQueue', 'ModerationLog', 'UnverifiedMentors', 'CohortCodes'] as const;

/**
 * Runs a staff action that needs no form (restore, lift a suspension, verify a mentor): on success its notice,
 * on failure the server's message (only staff, not yourself, already lifted ...), else a general one; a signed-out
 * person goes to the sign-in. The staff lists are read again either way. Answers whether it worked.
 */
export function useStaffAction() {
  const t = useStaffT();
  const client = useApolloClient();
  const { toast } = useToast();
  const { handleUnauthorized } = useRelogin();
  return useCallback(
    async (action: () => Promise<unknown>, done: string): Promise<boolean> => {
      try {
        await action();
      } catch (error) {
        if (handleUnauthorized(error)) return false;
        toast({
          variant: 'destructive',
          title: t('shared.error'),
          description: serverMessage(error) ?? t('page.actionFailed'),
        });
        void refetchActive(client, STAFF_LISTS);
        return false;
      }
      toast({ title: done });
      void refetchActive(client, STAFF_LISTS);
      return true;
    },
    [client, handleUnauthorized, t, toast],
  );
}

/** A dialog's failure text: the server's message whatever the error was (it is already translated), else null. */
export const staffFailureText = (error: unknown): string | null => serverMessage(error) ?? null;
