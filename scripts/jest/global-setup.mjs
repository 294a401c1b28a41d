// Jest globalSetup of the integration tests: PostgreSQL, Redis and NATS from this machine or from Testcontainers
// (scripts/lib/local-services.mjs decides), their URLs passed to the tests in the usual environment variables.
// Under `npm test` the runner has done this already; the URLs it passed then answer and are used as they are.
// Mail goes to a MailDev (SMTP_URL; its REST API at MAILDEV_API_URL, docs/operations.md "Mail"): the runner's, or
// one started here. It runs in this process because Jest's module sandbox cannot load MailDev.
import { ensureServices } from '../lib/local-services.mjs';
import { startMailCatcher } from '../lib/mail-catcher.mjs';

export default async function globalSetup() {
  const services = await ensureServices((line) => console.log(`[jest] ${line}`));
  Object.assign(process.env, services.env);
  globalThis.__creatorsServices = services;
  if (!(process.env.SMTP_URL && process.env.MAILDEV_API_URL)) {
    const catcher = await startMailCatcher();
    Object.assign(process.env, { SMTP_URL: catcher.smtpUrl, MAILDEV_API_URL: catcher.apiUrl });
    globalThis.__creatorsMailCatcher = catcher;
  }
}
