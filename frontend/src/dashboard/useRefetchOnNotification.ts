import { useEffect, useRef } from 'react';
import { useNotifications } from '../layout/notifications/NotificationsProvider';

/**
 * Reads a query again when a live notification of one of `types` arrives over the socket (docs/product.md §4.5: the
 * lists a notification concerns are read again), for a part of the dashboard loaded after its first paint: what
 * had arrived before it mounted does not count. `types` must keep its identity (a constant).
 */
export function useRefetchOnNotification(types: readonly string[], refetch: () => unknown) {
  const { notifications } = useNotifications();
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    const relevant = notifications.filter((n) => n.typed && types.includes(n.event));
    if (seen.current === null) {
      seen.current = new Set(relevant.map((n) => n.id));
      return;
    }
    const known = seen.current;
    const fresh = relevant.filter((n) => !known.has(n.id));
    if (fresh.length === 0) return;
    for (const n of fresh) known.add(n.id);
    void Promise.resolve(latest.current()).catch(() => undefined);
  }, [notifications, types]);
}
