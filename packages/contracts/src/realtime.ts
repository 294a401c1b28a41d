/** The socket.io event names the gateway sends on /ws and the browser listens for (one place for both). */
export const SOCKET_EVENTS = {
  /** A live notification (docs/graphql-contract.md). */
  notification: 'notification',
  /** A watched page's content changed: read it again. */
  changed: 'changed',
  /** This browser's session was ended from elsewhere: show the sign-in page. */
  signedOut: 'signedOut',
} as const;
