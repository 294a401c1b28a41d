import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SessionProvider, type SessionStore } from '../auth/sessionStore';
import { fetchTransport, TransportProvider, type Transport } from '../graphql/request';
import { LocaleProvider } from '../i18n/LocaleProvider';
import type { LocaleStore } from '../i18n/localeStore';
import { ToastProvider } from '../ui/toast/ToastProvider';
import { messageCatalogue } from './messageCatalogue';
import { SignedInServicesProvider, type SignedInServices } from './signedInServices';
import { theme } from './theme';

interface Props {
  localeStore: LocaleStore;
  session: SessionStore;
  /** How the signed-out pages reach the gateway (tests answer from mocks). */
  transport?: Transport;
  signedIn: SignedInServices;
  children: ReactNode;
}

/**
 * What every page relies on: language, theme, the session, the gateway and toasts. The signed-in app adds GraphQL's
 * client and the live notifications (SignedInProviders). The router wraps this.
 */
export function ShellProviders({
  localeStore,
  session,
  transport = fetchTransport,
  signedIn,
  children,
}: Props) {
  return (
    <LocaleProvider store={localeStore} messages={messageCatalogue}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SessionProvider store={session}>
          <TransportProvider value={transport}>
            <SignedInServicesProvider value={signedIn}>
              <ToastProvider>{children}</ToastProvider>
            </SignedInServicesProvider>
          </TransportProvider>
        </SessionProvider>
      </ThemeProvider>
    </LocaleProvider>
  );
}
