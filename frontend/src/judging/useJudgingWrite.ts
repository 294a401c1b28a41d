import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '../ui/toast/ToastProvider';
import { useRelogin } from '../ui/useRelogin';
import { refusalOf } from './failures';

/**
 * Runs one of judging's writes for a form: on success a toast (when `done` is given); on failure the server's
 * reason in the form (its message in `failure`, its field messages in `fields`; `failed` when it gave none), a
 * signed-out write leads to the re-login. Answers whether it worked.
 */
export function useJudgingWrite(failed: string) {
  const intl = useIntl();
  const { toast } = useToast();
  const { handleUnauthorized } = useRelogin();
  const [failure, setFailure] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (action: () => Promise<unknown>, done?: string): Promise<boolean> => {
      setFailure(null);
      setFields({});
      setBusy(true);
      try {
        await action();
      } catch (error) {
        setBusy(false);
        if (handleUnauthorized(error)) {
          setFailure(intl.formatMessage({ id: 'shared.unauthorized.description' }));
          return false;
        }
        const refusal = refusalOf(error);
        setFields(refusal.fields);
        setFailure(refusal.message ?? failed);
        return false;
      }
      setBusy(false);
      if (done) toast({ title: done });
      return true;
    },
    [failed, handleUnauthorized, intl, toast],
  );
  return { run, failure, fields, busy };
}
