import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { LocaleProvider } from '../i18n/LocaleProvider';
import type { LocaleStore } from '../i18n/localeStore';
import {
  NotificationsProvider,
  type ConnectNotificationSocket,
} from '../layout/notifications/NotificationsProvider';
import { ToastProvider } from '../ui/toast/ToastProvider';
import { messageCatalogue } from './messageCatalogue';
import { theme } from './theme';

interface Props {
  client: ApolloClient;
  localeStore: LocaleStore;
  connectSocket: ConnectNotificationSocket;
  children: ReactNode;
}

/** Everything the screens rely on: language, theme, GraphQL, toasts and live notifications. The router wraps this. */
export function AppProviders({ client, localeStore, connectSocket, children }: Props) {
  return (
    <LocaleProvider store={localeStore} messages={messageCatalogue}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ApolloProvider client={client}>
          <ToastProvider>
            <NotificationsProvider connect={connectSocket}>{children}</NotificationsProvider>
          </ToastProvider>
        </ApolloProvider>
      </ThemeProvider>
    </LocaleProvider>
  );
}
