// A system of its own for a check (the bench, its front-end part) beside `npm start`'s: every fixed port moved by one
// offset into the free range below the machine's outgoing ports (ports.mjs), tried again on another offset when a
// port is taken between the choice and the start.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePortOffset } from './ports.mjs';

/** How many offsets are tried before giving up. */
const ATTEMPTS = 3;

const TAKEN = /EADDRINUSE|address already in use/i;

/** Whether the start failed on a taken port: said in the error, or in a part's log (a part that could not listen). */
function portTaken(error, logDir) {
  if (TAKEN.test(String(error?.message ?? error))) return true;
  try {
    return readdirSync(logDir).some((file) => TAKEN.test(readFileSync(join(logDir, file), 'utf8')));
  } catch {
    return false;
  }
}

/**
 * Starts the system (lib/system.mjs startSystem) with `options` on free ports; answers it and its gateway's port.
 * `choose` and `start` are for the tests.
 */
export async function startSystemOnFreePorts(options, { choose, start } = {}) {
  const system = start ? null : await import('./system.mjs');
  const pick = choose ?? (() => freePortOffset(system.SYSTEM_PORTS));
  const launch = start ?? system.startSystem;
  for (let attempt = 1; ; attempt++) {
    const portOffset = await pick();
    const port = 8080 + portOffset;
    try {
      return { system: await launch({ ...options, port, portOffset }), port };
    } catch (error) {
      if (!portTaken(error, options.logDir) || attempt >= ATTEMPTS) throw error;
    }
  }
}
