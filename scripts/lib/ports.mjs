// Free TCP ports for the parts a check starts on its own (scale-check, faults): below the range the system hands out
// for outgoing connections (32768 and up here), so that none is taken between the check and the part's start.
import net from 'node:net';

const LOWEST = 20_000;
const HIGHEST = 32_000;

/** Whether `port` can be listened on, on every address (what a part binding 0.0.0.0 or 127.0.0.1 needs). */
export function portBindable(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });
}

/** `count` free ports: consecutive ones from a random start between 20000 and 32000, each tried. */
export async function freePorts(count, { bindable = portBindable, random = Math.random } = {}) {
  const free = [];
  for (let port = LOWEST + Math.floor(random() * 10_000); free.length < count && port < HIGHEST; port++) {
    if (await bindable(port)) free.push(port);
  }
  if (free.length < count) throw new Error(`not enough free ports between ${LOWEST} and ${HIGHEST}`);
  return free;
}

/**
 * An offset that moves every one of `ports` (a system's fixed ports: services, metrics, gateway) into the free range
 * at once, for startSystem's `portOffset`: offsets are tried from a random one, in steps of 100.
 */
export async function freePortOffset(ports, { bindable = portBindable, random = Math.random } = {}) {
  const lowest = Math.min(...ports);
  const span = Math.max(...ports) - lowest;
  const first = LOWEST - lowest;
  const steps = Math.floor((HIGHEST - span - LOWEST) / 100);
  const start = Math.floor(random() * steps);
  for (let i = 0; i < steps; i++) {
    const offset = first + ((start + i) % steps) * 100;
    let free = true;
    for (const port of ports) if (!(free = await bindable(port + offset))) break;
    if (free) return offset;
  }
  throw new Error(`no offset puts ports ${ports.join(', ')} on free ports between ${LOWEST} and ${HIGHEST}`);
}
