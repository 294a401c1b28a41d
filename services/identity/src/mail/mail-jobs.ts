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
  | { kind: 'passwordReset'; email: string };

/** What a processed job did: sent, or nobody to send it to. */
export type MailJobResult = 'sent' | 'no account';
