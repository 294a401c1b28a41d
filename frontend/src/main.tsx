import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/AppRoutes';
import { connectGatewaySocketLazily } from './app/lazySocket';
import { ShellProviders } from './app/ShellProviders';
import { loadSessionUser } from './auth/loadSessionUser';
import { createSessionStore } from './auth/sessionStore';
import { fetchTransport } from './graphql/request';
import { createLocaleStore } from './i18n/localeStore';

const localeStore = createLocaleStore(window.localStorage, navigator.language);
const session = createSessionStore(() => loadSessionUser(fetchTransport, localeStore.get));

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
