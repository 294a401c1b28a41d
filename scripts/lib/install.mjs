// Installs what is missing: npm dependencies, and for browser tests Debian's Chromium.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function ensureDependencies(root, log = console.log) {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const fresh =
    existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs);
  if (fresh) return;
  const command = existsSync(lock) ? 'npm ci --no-audit --no-fund' : 'npm install --no-audit --no-fund';
  log(`Installing dependencies: ${command}`);
  execSync(command, { cwd: root, stdio: 'inherit' });
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** What Chromium needs on this machine: headless, no sandbox (root), no GPU, no network chatter of its own. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's packages the system uses at run or test time; installed with apt-get when missing and we are root. */
export function ensureDebianPackages(packages, log = console.log) {
  const missing = packages.filter((p) => !existsSync(p.path));
  if (!missing.length) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Missing ${missing.map((p) => p.name).join(', ')}: install with apt-get install -y ${missing.map((p) => p.name).join(' ')}`,
    );
  }
  log(`Installing ${missing.map((p) => p.name).join(', ')} from Debian's packages`);
  execSync('apt-get update -qq', { stdio: 'inherit' });
  execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.map((p) => p.name).join(' ')}`, {
    stdio: 'inherit',
  });
}

export function ensureChromium(log) {
  ensureDebianPackages([{ name: 'chromium', path: CHROMIUM_PATH }], log);
}

/** Isla's offline voice. Without it speech falls back to the browser's voice, so a failure only warns. */
export function ensureEspeak(log = console.log) {
  try {
    ensureDebianPackages([{ name: 'espeak-ng', path: process.env.ESPEAK_PATH || '/usr/bin/espeak-ng' }], log);
  } catch (error) {
    log(`Isla's built-in voice is unavailable (${error.message}); browsers will use their own voice.`);
  }
}

/**
 * PgBouncer for the integration test that runs a service behind it (docs/operations.md "Database connections").
 * Where it cannot be installed, only that test fails, saying so.
 */
export function ensurePgBouncer(log = console.log) {
  try {
    ensureDebianPackages(
      [{ name: 'pgbouncer', path: process.env.PGBOUNCER_PATH || '/usr/sbin/pgbouncer' }],
      log,
    );
  } catch (error) {
    log(`PgBouncer is unavailable (${error.message}); its integration test will fail.`);
  }
}
