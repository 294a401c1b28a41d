import { useCallback, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, useMutation } from '@apollo/client/react';
import type { Locale } from '@creators/contracts';
import { SET_LANGUAGE_MUTATION } from '../graphql/identity';
import { AccountLanguageProvider } from '../i18n/useAccountLanguage';
import {
  NotificationsProvider,
  type ConnectNotificationSocket,
} from '../layout/notifications/NotificationsProvider';

/** docs/product.md §13.4: a language chosen while signed in is saved to the account too. */
function SaveLanguageToAccount({ children }: { children: ReactNode }) {
  const [save] = useMutation(SET_LANGUAGE_MUTATION);
  const saveLanguage = useCallback(
    (language: Locale) => save({ variables: { language } }).then(() => undefined),
    [save],
  );
  return <AccountLanguageProvider value={saveLanguage}>{children}</AccountLanguageProvider>;
}

/** GraphQL's client and live notifications: what only the signed-in screens use. */
export function SignedInProviders({
  client,
  connectSocket,
  children,
}: {
  client: ApolloClient;
  connectSocket: ConnectNotificationSocket;
  children: ReactNode;
}) {
  return (
    <ApolloProvider client={client}>
      <SaveLanguageToAccount>
        <NotificationsProvider connect={connectSocket}>{children}</NotificationsProvider>
      </SaveLanguageToAccount>
    </ApolloProvider>
  );
}
