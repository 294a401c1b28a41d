import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { createApolloClient } from './app/apolloClient';
import { connectGatewaySocketLazily } from './app/lazySocket';
import { createLocaleStore } from './i18n/localeStore';

const localeStore = createLocaleStore(window.localStorage, navigator.language);
const client = createApolloClient({ getLocale: localeStore.get });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders client={client} localeStore={localeStore} connectSocket={connectGatewaySocketLazily}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);
