// A local mail catcher (MailDev, npm) for `npm start` and the tests: identity sends every mail (welcome, password
// reset link, password changed; docs/product.md §13) to its SMTP port, and its inbox shows them in a browser and
// through its REST API (GET <api>/email, docs/operations.md "Mail"). Nothing leaves this machine.
// MailDev is imported only when one is started, so this file loads before `npm install` too.
import { portAnswers } from './local-services.mjs';

/** MailDev's own defaults, which `npm start` keeps: SMTP on 1025, inbox (web and API) on 1080. */
export const MAIL_CATCHER_PORTS = { smtp: 1025, web: 1080 };

/**
 * Starts MailDev in this process on 127.0.0.1. Port 0 picks a free one (the tests do).
 * @returns {Promise<{ smtpUrl: string, inboxUrl: string, apiUrl: string, stop: () => Promise<void> }>}
 */
export async function startMailCatcher({ smtpPort = 0, webPort = 0 } = {}) {
  const { MailDev } = await import('maildev');
  const host = '127.0.0.1';
  const maildev = new MailDev({ smtp: smtpPort, web: webPort, ip: host, webIp: host, silent: true });
  const servers = await maildev.start();
  const smtp = servers.smtp.getAddress();
  const web = servers.api?.getAddress();
  const inboxUrl = `http://localhost:${web?.port ?? webPort}`;
  return {
    smtpUrl: `smtp://${host}:${smtp.port}`,
    inboxUrl,
    apiUrl: `http://${host}:${web?.port ?? webPort}/api`,
    stop: () => maildev.stop(),
  };
}

/**
 * The mail catcher `npm start` uses: none when SMTP_URL is set (mail goes there), the one already answering on
 * 127.0.0.1:1025 (an earlier `npm start`'s, say), or a new MailDev on 1025 and 1080 (a free port for the inbox when
 * 1080 is taken). Returns the environment for the system (SMTP_URL, MAILDEV_API_URL), the inbox address to print
 * (null without one) and a stop function.
 */
export async function ensureMailCatcher(log = console.log, ports = MAIL_CATCHER_PORTS) {
  if (process.env.SMTP_URL) {
    log('Mail goes to SMTP_URL; no local inbox is started.');
    return { env: {}, inboxUrl: null, stop: async () => undefined };
  }
  if (await portAnswers(ports.smtp)) {
    log(
      `Something answers on 127.0.0.1:${ports.smtp} already; mail goes there (a MailDev started earlier? its inbox is usually http://localhost:${ports.web}).`,
    );
    return {
      env: { SMTP_URL: `smtp://127.0.0.1:${ports.smtp}` },
      inboxUrl: `http://localhost:${ports.web}`,
      stop: async () => undefined,
    };
  }
  const webPort = (await portAnswers(ports.web)) ? 0 : ports.web;
  const catcher = await startMailCatcher({ smtpPort: ports.smtp, webPort });
  return {
    env: { SMTP_URL: catcher.smtpUrl, MAILDEV_API_URL: catcher.apiUrl },
    inboxUrl: catcher.inboxUrl,
    stop: catcher.stop,
  };
}
