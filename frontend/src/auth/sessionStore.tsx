import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionUser } from '../graphql/identity';

export interface SessionState {
  /** True only while the first answer about the session is awaited. */
  loading: boolean;
  /** The signed-in user, or null when signed out. */
  user: SessionUser | null;
}

export interface SessionStore {
  get(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Signed in as `user` (sign-in, registration, a newer read of the user), or signed out (null). */
  set(user: SessionUser | null): void;
}

/**
 * product.md §4.1: who is signed in, asked once when the page loads (`loadUser`), without GraphQL's client: the
 * signed-out pages do not load it. The signed-in app keeps it up to date (auth/SessionSync).
 */
export function createSessionStore(loadUser: () => Promise<SessionUser | null>): SessionStore {
  let state: SessionState = { loading: true, user: null };
  const listeners = new Set<() => void>();
  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  void loadUser().then(
    (user) => state.loading && set({ loading: false, user }),
    () => state.loading && set({ loading: false, user: null }),
  );
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (user) => set({ loading: false, user }),
  };
}

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore must be used inside SessionProvider');
  return store;
}

/** The session as the routes see it. */
export function useSessionState(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.get);
}
