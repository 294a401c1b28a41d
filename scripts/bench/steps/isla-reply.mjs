// Isla's built-in reply through the whole path (REST, queue, worker) on an idle system: its p95.
import { measureIslaReply } from '../speech-latency.mjs';

export const key = 'islaReply';

const FIGURE = {
  name: "Isla's built-in reply, REST → queue → worker, idle, p95",
  target: { op: '<=', value: 30, unit: 'ms' },
};

export const title = () => "Isla's reply";
export const missing = () => [FIGURE];

export const measure = ({ baseUrl, watcher }) =>
  measureIslaReply({ baseUrl, cookie: watcher.cookie, samples: 40 });

/** @param {{ p95: number, p50: number, count: number }} reply */
export const judge = (reply) => [
  { ...FIGURE, measured: reply.p95, detail: `p50 ${reply.p50.toFixed(1)} ms, ${reply.count} replies` },
];
