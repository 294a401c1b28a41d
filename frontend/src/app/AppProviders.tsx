import { useState, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { createSessionStore } from '../auth/sessionStore';
import type { LocaleStore } from '../i18n/localeStore';
import type { ConnectNotificationSocket } from '../layout/notifications/NotificationsProvider';
import { WithMessages } from '../i18n/WithMessages';
import { MESSAGES } from '@creators/texts';
import { ShellProviders } from './ShellProviders';
import { signedInDe } from './signedInMessages.de';
import { signedInEn } from './signedInMessages.en';
import { SignedInProviders } from './SignedInProviders';

interface Props {
  client: ApolloClient;
  localeStore: LocaleStore;
  connectSocket: ConnectNotificationSocket;
  children: ReactNode;
}

/**
 * Every provider a signed-in screen relies on, for rendering a component alone (tests); the app itself starts with
 * ShellProviders, and SignedInApp adds the rest.
 */
export function AppProviders({ client, localeStore, connectSocket, children }: Props) {
  const [session] = useState(() => createSessionStore(() => Promise.resolve(null)));
  return (
    <ShellProviders
      localeStore={localeStore}
      session={session}
      signedIn={{ getLocale: localeStore.get, connectSocket, client }}
    >
      {/* The contracts' messages and both languages at once (SignedInApp loads them as they are needed). */}
      <WithMessages messages={MESSAGES}>
        <WithMessages messages={{ en: signedInEn, de: signedInDe }}>
          <SignedInProviders client={client} connectSocket={connectSocket}>
            {children}
          </SignedInProviders>
        </WithMessages>
      </WithMessages>
    </ShellProviders>
  );
}
