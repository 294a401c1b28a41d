import { useEffect, useRef } from 'react';
import { useNotifications, type WatchedType } from './NotificationsProvider';

/**
 * docs/product.md (a change shows without a reload): while a page shows a challenge, team or project, it watches
 * it on the app's socket and reads its query again on each `changed` message; leaving the page unwatches it.
 */
export function useLiveRefetch(type: WatchedType, id: string | undefined, refetch: () => unknown) {
  const { watch } = useNotifications();
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    if (!id) return;
    return watch(type, id, () => {
      void Promise.resolve(latest.current()).catch(() => undefined);
    });
  }, [watch, type, id]);
}
