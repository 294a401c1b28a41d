// A round-robin TCP proxy, as a plain layer-4 load balancer (a Kubernetes Service, say) sits in front of the
// replicas of a part: no sticky sessions, no HTTP awareness. A backend that refuses the connection is skipped for
// the next one; connections already open to a backend that dies are cut, as a real balancer would. A backend taken
// out of rotation (setEnabled) gets no new connection and keeps its open ones, as a pod whose endpoint is removed.
import net from 'node:net';

/** The order in which the `counter`-th connection tries `count` backends: its turn first, then the others. */
export function tryOrder(counter, count) {
  return Array.from({ length: count }, (_, i) => (counter + i) % count);
}

/**
 * @param {object} options
 * @param {{ host?: string, port: number }[]} options.backends
 * @param {number} [options.port] 0 (default) picks a free one
 * @param {number} [options.connectTimeoutMs]
 * @returns {Promise<{ port: number, url: string, connections: number[],
 *   setEnabled: (index: number, enabled: boolean) => void, close: () => Promise<void> }>}
 *   connections: how many connections each backend took
 */
export async function startProxy({ backends, port = 0, connectTimeoutMs = 2_000 }) {
  const connections = backends.map(() => 0);
  const enabled = backends.map(() => true);
  const sockets = new Set();
  const track = (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  let counter = 0;

  const server = net.createServer((client) => {
    track(client);
    client.pause();
    client.on('error', () => client.destroy());
    const order = tryOrder(counter++, backends.length).filter((index) => enabled[index]);
    const attempt = (k) => {
      if (k >= order.length || client.destroyed) return client.destroy();
      const index = order[k];
      const { host = '127.0.0.1', port: backendPort } = backends[index];
      const upstream = net.connect({ host, port: backendPort });
      const next = () => {
        upstream.destroy();
        attempt(k + 1);
      };
      upstream.once('error', next);
      upstream.setTimeout(connectTimeoutMs, next);
      upstream.once('connect', () => {
        upstream.off('error', next);
        upstream.setTimeout(0);
        track(upstream);
        connections[index] += 1;
        const closeBoth = () => {
          client.destroy();
          upstream.destroy();
        };
        upstream.on('error', closeBoth);
        upstream.once('close', closeBoth);
        client.once('close', closeBoth);
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
    };
    attempt(0);
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const actualPort = server.address().port;
  return {
    port: actualPort,
    url: `http://127.0.0.1:${actualPort}`,
    connections,
    setEnabled: (index, on) => {
      enabled[index] = on;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
