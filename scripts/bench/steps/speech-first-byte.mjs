// The first byte of Isla's speech for a 20-word sentence: its p95.
import { measureSpeechFirstByte } from '../speech-latency.mjs';

export const key = 'speechFirstByte';

const FIGURE = {
  name: 'speech first byte for a 20-word sentence, p95',
  target: { op: '<=', value: 100, unit: 'ms' },
};

export const title = () => 'speech first byte';
export const missing = () => [FIGURE];

export const measure = ({ baseUrl, watcher }) =>
  measureSpeechFirstByte({ baseUrl, cookie: watcher.cookie, samples: 40 });

/** @param {{ p95: number, p50: number, count: number }} speech */
export const judge = (speech) => [
  { ...FIGURE, measured: speech.p95, detail: `p50 ${speech.p50.toFixed(1)} ms, ${speech.count} clips` },
];
