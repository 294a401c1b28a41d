// `npm start`: the whole system on this machine, from a fresh clone.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServices } from './lib/local-services.mjs';
import { ensureDependencies, ensureEspeak } from './lib/install.mjs';
import { ensureMailCatcher } from './lib/mail-catcher.mjs';
import { relaunchOnProjectNode } from './lib/node-runtime.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const log = (line) => console.log(`[start] ${line}`);

// Installed first (on whatever Node runs this), then the rest runs on the project's Node 24 (scripts/lib/node-runtime.mjs).
ensureDependencies(root, log);
const relaunched = await relaunchOnProjectNode(root, log);
if (relaunched !== null) process.exit(relaunched);

try {
  // Local PostgreSQL, Redis and NATS, or containers when only Docker is there; the system reads their URLs.
  const services = await ensureServices(log);
  Object.assign(process.env, services.env);
  // MailDev catches every mail identity sends (docs/operations.md "Mail"); its inbox is printed below.
  const mail = await ensureMailCatcher(log);
  Object.assign(process.env, mail.env);
  ensureEspeak(log);
  // Imported after the install so that a fresh clone gets there.
  const { buildAll } = await import('./lib/build.mjs');
  const { startSystem } = await import('./lib/system.mjs');
  buildAll(root, log);
  const port = Number(process.env.PORT || 8080);
  // The links in mails lead here.
  process.env.PUBLIC_URL ||= `http://localhost:${port}`;
  const system = await startSystem({ root, port, log });
  if (mail.inboxUrl) log(`Mail inbox (MailDev): ${mail.inboxUrl} (every mail the system sends lands there)`);
  log(
    `Ready: ${system.url} (logs in ${system.logDir}). Demo sign-in: see README.md. Ctrl+C stops everything.`,
  );
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    log('Stopping...');
    await system.stop();
    await mail.stop();
    await services.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}
