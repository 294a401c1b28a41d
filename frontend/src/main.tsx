import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/AppRoutes';
import { connectGatewaySocketLazily } from './app/lazySocket';
import { ShellProviders } from './app/ShellProviders';
import { withEarlySession } from './auth/earlySession';
import { loadSessionUser } from './auth/loadSessionUser';
import { createSessionStore } from './auth/sessionStore';
import { fetchTransport } from './graphql/request';
import { createLocaleStore } from './i18n/localeStore';

const localeStore = createLocaleStore(window.localStorage, navigator.language);
const session = createSessionStore(async () => {
  const user = await loadSessionUser(withEarlySession(fetchTransport), localeStore.get);
  // The dashboard's brainstorm is asked for now, beside the rendering of the signed-in screens (its module comes
  // with them: signed-in.en.html's preloads).
  if (user && window.location.pathname === '/') {
    await import('./brainstorm/earlyStart')
      .then(({ startBrainstormEarly }) => startBrainstormEarly(fetchTransport, localeStore.get(), user))
      .catch(() => undefined);
  }
  return user;
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <ShellProviders
        localeStore={localeStore}
        session={session}
        signedIn={{ getLocale: localeStore.get, connectSocket: connectGatewaySocketLazily }}
      >
        <AppRoutes />
      </ShellProviders>
    </BrowserRouter>
  </StrictMode>,
);
