/**
 * The jobs of the mail queue (QUEUES.mail; docs/product.md §13). They carry ids and the address as typed, never a
 * token or a rendered mail: the worker reads the person (name, address, language) when it sends, so nothing secret
 * waits in Redis, and a person erased meanwhile gets nothing.
 */
export type MailJob =
  | { kind: 'welcome'; userId: string }
  | { kind: 'passwordChanged'; userId: string }
  /**
   * A forgotten-password request for an address: the worker looks for the account, and only when there is one
   * makes a token and sends the link. The request itself does the same work for every address.
   */
  | { kind: 'passwordReset'; email: string }
  /**
   * A notification the person wants by e-mail (docs/product.md "Notification inbox"): its type and data (names of
   * teams, challenges and people as they were, nothing secret); rendered in the person's language when sent.
   */
  | { kind: 'notification'; userId: string; notification: NotificationMailContent }
  /**
   * A broadcast (a new challenge) for everyone who asked for it by e-mail: the worker finds them and queues one
   * `notification` mail each, so that storing the broadcast stays one write whatever the number of people. No longer
   * queued (new challenges go to those who want each one, or into the daily digest); jobs queued before are still sent.
   */
  | { kind: 'notificationBroadcast'; notification: NotificationMailContent; exceptUserIds: string[] };

/** What a notification mail says: the notification's id, type, time and data. */
export interface NotificationMailContent {
  id: string;
  type: string;
  createdAt: string;
  data: unknown;
}

/** What a processed job did: sent, or nobody to send it to. */
export type MailJobResult = 'sent' | 'no account' | 'queued' | 'not wanted';
