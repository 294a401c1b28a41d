// Isla's latency through the gateway's REST facade, idle: the built-in reply (REST → queue → worker → REST) and the
// first byte of speech. A minimal version written for the bench; the Isla work owns this file.
import { performance } from 'node:perf_hooks';
import { latencySummary } from './stats.mjs';

/** A sentence of 20 words, as the speech target names. */
export const TWENTY_WORDS =
  'Tell me about a problem in your town that you would like to solve with a small team this spring.';

async function post(baseUrl, path, cookie, body) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** Times `samples` requests one after another (after two warm-ups); `timeOne` returns the ms of one. */
async function sample(samples, timeOne) {
  for (let i = 0; i < 2; i += 1) await timeOne();
  const times = [];
  for (let i = 0; i < samples; i += 1) times.push(await timeOne());
  return latencySummary(times);
}

/** POST /api/perplexity/generate-response until the whole answer is read: {count, p50, p95} in ms. */
export function measureIslaReply({ baseUrl, cookie, samples = 30 }) {
  return sample(samples, async () => {
    const started = performance.now();
    const response = await post(baseUrl, '/api/perplexity/generate-response', cookie, {
      prompt: 'I want to help students in my town learn to code',
      phase: 'ideation',
      language: 'en',
    });
    const text = await response.text();
    if (response.status !== 200)
      throw new Error(`Isla reply answered ${response.status}: ${text.slice(0, 200)}`);
    return performance.now() - started;
  });
}

/** POST /api/elevenlabs/speak with a 20-word sentence until the first byte of audio: {count, p50, p95} in ms. */
export function measureSpeechFirstByte({ baseUrl, cookie, samples = 30, text = TWENTY_WORDS }) {
  return sample(samples, async () => {
    const started = performance.now();
    const response = await post(baseUrl, '/api/elevenlabs/speak', cookie, { text, language: 'en' });
    if (response.status !== 200)
      throw new Error(`Speech answered ${response.status}: ${await response.text()}`);
    const reader = response.body.getReader();
    const first = await reader.read();
    const elapsed = performance.now() - started;
    if (first.done || first.value.length === 0) throw new Error('Speech answered no audio');
    await reader.cancel();
    return elapsed;
  });
}
