import { createContext, useContext } from 'react';
import type { ApolloClient } from '@apollo/client';
import type { Locale } from '@creators/contracts';
import type { ConnectNotificationSocket } from '../layout/notifications/NotificationsProvider';

/** What the signed-in app is started with; the signed-out pages load neither GraphQL's client nor the socket. */
export interface SignedInServices {
  getLocale: () => Locale;
  connectSocket: ConnectNotificationSocket;
  /** Tests answer GraphQL with mocks; by default the signed-in app makes a client that talks to the gateway. */
  client?: ApolloClient;
}

const SignedInServicesContext = createContext<SignedInServices | null>(null);
export const SignedInServicesProvider = SignedInServicesContext.Provider;

export function useSignedInServices(): SignedInServices {
  const services = useContext(SignedInServicesContext);
  if (!services) throw new Error('useSignedInServices must be used inside ShellProviders');
  return services;
}
