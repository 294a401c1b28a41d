import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { createApolloClient } from './app/apolloClient';
import { createLocaleStore } from './i18n/localeStore';
import { connectGatewaySocket } from './layout/notifications/socket';

const localeStore = createLocaleStore(window.localStorage, navigator.language);
const client = createApolloClient({ getLocale: localeStore.get });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders client={client} localeStore={localeStore} connectSocket={connectGatewaySocket}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);
