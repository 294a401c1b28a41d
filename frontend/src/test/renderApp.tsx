import { useEffect } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from '../app/AppRoutes';
import { createApolloClient } from '../app/apolloClient';
import { preloadAllPages } from '../app/pages';
import { ShellProviders } from '../app/ShellProviders';
import { loadSessionUser } from '../auth/loadSessionUser';
import { createSessionStore } from '../auth/sessionStore';
import { createLocaleStore } from '../i18n/localeStore';
import type { NotificationSocket } from '../layout/notifications/NotificationsProvider';
import { createMockLink, createMockTransport, type MockHandler } from './mockGraphQL';

export interface FakeSocket extends NotificationSocket {
  emit(event: string, payload: unknown): void;
  connected: boolean;
  /** What the app sent to the gateway (`watch`, `unwatch`), in order. */
  published: Array<{ event: string; payload: unknown }>;
  /** Simulates a reconnection (the gateway forgot the socket's rooms). */
  reconnect(): void;
}

export function createFakeSocket(): FakeSocket {
  const listeners: Array<(event: string, ...args: unknown[]) => void> = [];
  const connectListeners: Array<() => void> = [];
  const socket: FakeSocket = {
    connected: true,
    published: [],
    publish: (event, payload) => {
      socket.published.push({ event, payload });
    },
    onConnect: (listener) => connectListeners.push(listener),
    reconnect: () => connectListeners.forEach((listener) => listener()),
    onAny: (listener) => listeners.push(listener),
    offAny: (listener) => {
      const index = listeners.indexOf(listener);
      if (index >= 0) listeners.splice(index, 1);
    },
    disconnect: () => {
      socket.connected = false;
    },
    emit: (event, payload) => listeners.forEach((listener) => listener(event, payload)),
  };
  return socket;
}

// The pages' chunks, loaded before any test renders: a page shows at once, as it did before route splitting.
await preloadAllPages();

let currentPath = '';
let currentSearch = '';
function LocationProbe() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    currentPath = pathname;
    currentSearch = search;
  }, [pathname, search]);
  return null;
}
export const location = () => currentPath;
/** The query string of the current location ('?a=b', or ''). */
export const locationSearch = () => currentSearch;

interface Options {
  path?: string;
  handlers?: Record<string, MockHandler>;
  /** navigator.language of the simulated browser. */
  browserLanguage?: string;
}

/** Renders the whole app (providers and routes) at a path, with GraphQL (client or not) answered by `handlers`. */
export function renderApp({ path = '/', handlers = {}, browserLanguage = 'en-US' }: Options = {}) {
  const localeStore = createLocaleStore(window.localStorage, browserLanguage);
  const mock = createMockLink(handlers);
  const client = createApolloClient({ getLocale: localeStore.get, terminatingLink: mock.link });
  const transport = createMockTransport(handlers, mock.calls);
  const session = createSessionStore(() => loadSessionUser(transport, localeStore.get));
  const socket = createFakeSocket();
  // No pause between keystrokes: MUI forms are slow enough in jsdom.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <ShellProviders
        localeStore={localeStore}
        session={session}
        transport={transport}
        signedIn={{ getLocale: localeStore.get, connectSocket: () => socket, client }}
      >
        <AppRoutes />
        <LocationProbe />
      </ShellProviders>
    </MemoryRouter>,
  );
  return { ...view, user, calls: mock.calls, client, socket, localeStore };
}
