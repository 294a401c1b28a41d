import { useEffect } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';
import { createApolloClient } from '../app/apolloClient';
import { preloadAllPages } from '../app/pages';
import { createLocaleStore } from '../i18n/localeStore';
import type { NotificationSocket } from '../layout/notifications/NotificationsProvider';
import { createMockLink, type MockHandler } from './mockGraphQL';

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

/** Renders the whole app (providers and routes) at a path, with GraphQL answered by `handlers`. */
export function renderApp({ path = '/', handlers = {}, browserLanguage = 'en-US' }: Options = {}) {
  const localeStore = createLocaleStore(window.localStorage, browserLanguage);
  const mock = createMockLink(handlers);
  const client = createApolloClient({ getLocale: localeStore.get, terminatingLink: mock.link });
  const socket = createFakeSocket();
  // No pause between keystrokes: MUI forms are slow enough in jsdom.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders client={client} localeStore={localeStore} connectSocket={() => socket}>
        <AppRoutes />
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...view, user, calls: mock.calls, client, socket, localeStore };
}
