/** The socket.io event names the gateway sends on /ws and the browser listens for (one place for both). */
export const SOCKET_EVENTS = {
  /** A live notification (docs/graphql-contract.md). */
  notification: 'notification',
  /** A watched page's content changed: read it again. */
  changed: 'changed',
  /** This browser's session was ended from elsewhere: show the sign-in page. */
  signedOut: 'signedOut',
  /** The person read notifications elsewhere: { ids: string[] | 'all', unread: number }. */
  notificationsRead: 'notificationsRead',
  /** A message in a team chat the socket has joined was posted or changed: { teamId, messageId, change }. */
  teamChat: 'teamChat',
} as const;
