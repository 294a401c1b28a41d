/** A mail as MailDev's REST API gives it (GET /api/email). */
export interface CaughtMail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  to: { address: string; name?: string }[];
  headers: Record<string, string | string[]>;
}

/** A MailDev inbox the tests send identity's mail to (docs/operations.md "Mail"). */
export interface MailInbox {
  /** What identity's SMTP_URL must be. */
  smtpUrl: string;
  /** Every mail to `address`, oldest first. */
  mailsTo(address: string): Promise<CaughtMail[]>;
  /** Waits until `address` has at least `count` mails; returns them all. */
  waitForMails(address: string, count?: number, timeoutMs?: number): Promise<CaughtMail[]>;
  stop(): Promise<void>;
}

/**
 * The run's MailDev: the integration tests' globalSetup (scripts/jest/global-setup.mjs) or the test runner started
 * it and set SMTP_URL and MAILDEV_API_URL (Jest's module sandbox cannot load MailDev itself).
 */
export async function openMailInbox(): Promise<MailInbox> {
  const { SMTP_URL: smtpUrl, MAILDEV_API_URL: apiUrl } = process.env;
  if (!smtpUrl || !apiUrl)
    throw new Error('No MailDev: run integration tests with `npm run jest` (its globalSetup starts one)');
  const stop = async () => undefined;
  const mailsTo = async (address: string): Promise<CaughtMail[]> => {
    const response = await fetch(`${apiUrl}/email?to.address=${encodeURIComponent(address)}&sort=asc`);
    if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
    return (await response.json()) as CaughtMail[];
  };
  return {
    smtpUrl,
    mailsTo,
    async waitForMails(address, count = 1, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = await mailsTo(address);
        if (mails.length >= count) return mails;
        if (Date.now() > deadline)
          throw new Error(`${address} got ${mails.length} mails, not ${count}, within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop,
  };
}

/** The header as one string (MailDev gives repeated headers as a list). */
export const headerOf = (mail: CaughtMail, name: string): string | undefined => {
  const value = mail.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** The token of the reset link in a mail's text. */
export function resetTokenIn(mail: CaughtMail): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return match[1]!;
}
