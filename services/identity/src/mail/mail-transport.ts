import nodemailer from 'nodemailer';
import type { MailConfig } from '../config.js';
import type { RenderedMail } from './templates/index.js';

/** Sends one rendered mail; the SMTP transport in the service, any fake in a unit test. */
export interface MailTransport {
  send(to: string, mail: RenderedMail): Promise<void>;
  close(): void;
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/** Nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL), with a pool of connections. */
export function smtpTransport(config: Pick<MailConfig, 'smtpUrl' | 'from'>): MailTransport {
  const url = new URL(config.smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    pool: true,
    maxConnections: 3,
    // A mail server that does not answer fails the attempt (the job is retried) rather than hanging it.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(to, mail) {
      await transporter.sendMail({
        from: config.from,
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { 'Content-Language': mail.locale },
      });
    },
    close: () => transporter.close(),
  };
}
