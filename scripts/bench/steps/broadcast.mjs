// A broadcast to many socket.io clients on the gateway, its delivery p95 against a plain `ws` fan-out of the same
// message (reported, no target).
import { measureBroadcast } from '../broadcast.mjs';

export const key = 'broadcast';

const TARGET = { op: 'report', unit: 'x' };
const figureName = (clients) =>
  `broadcast to ${clients} socket.io clients on the gateway: delivery p95, against a plain \`ws\` fan-out of the same message`;
const fixed = (value, digits = 0) => value.toFixed(digits);

export const title = (settings) => `broadcast to ${settings.broadcastClients} clients`;
export const missing = (settings) => [{ name: figureName(settings.broadcastClients), target: TARGET }];

export const measure = ({ settings, baseUrl, watcher, system, subjectPrefix }) =>
  measureBroadcast({
    baseUrl,
    cookie: watcher.cookie,
    natsUrl: system.nats.url,
    natsAuth: system.nats.operator ?? {},
    subjectPrefix,
    clients: settings.broadcastClients,
  });

/**
 * @param {{ socketIo: Latency, ws: Latency }} deliveries
 * @typedef {{ p95: number, p50: number, count: number, missing: number }} Latency
 */
export const judge = ({ socketIo, ws }, { settings }) => [
  {
    name: figureName(settings.broadcastClients),
    target: TARGET,
    measured: socketIo.p95 / ws.p95,
    detail:
      `socket.io p95 ${fixed(socketIo.p95, 1)} ms (p50 ${fixed(socketIo.p50, 1)}), ws p95 ${fixed(ws.p95, 1)} ms (p50 ${fixed(ws.p50, 1)}); ` +
      `${socketIo.count} and ${ws.count} deliveries, ${socketIo.missing + ws.missing} missing`,
  },
];
