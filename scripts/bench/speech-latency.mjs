// Isla's latency through the gateway's REST facade, idle (one request at a time):
// - measureSpeechFirstByte: POST /api/elevenlabs/speak with a 20-word sentence, time to the first byte of audio;
// - measureIslaReply: POST /api/perplexity/generate-response (REST → queue → worker → answer), time to the whole answer.
// Each returns { p50, p95 } in milliseconds and the number of samples (count). Every sample speaks a different sentence, so no cache answers it.
// The caller's system must allow the samples: ISLA_SPEECH_PER_MINUTE and ISLA_REPLIES_PER_MINUTE above them
// (ISLA_QUOTAS_LIFTED_ENV of lib/simulated-people-env.mjs), or Isla's quotas answer 429.
//
// Run alone: `node scripts/bench/speech-latency.mjs [samples]` starts a system of its own (after `npm run build`).
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ISLA_QUOTAS_LIFTED_ENV } from '../lib/simulated-people-env.mjs';

const WORDS =
  'Which part of this problem costs the people who have it the most time every single week right now'.split(
    ' ',
  );
const NUMBERS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A 20-word sentence, different for each `i` (two number words at the end). */
export function sentence(i) {
  return `${WORDS.join(' ')} ${NUMBERS[Math.floor(i / 10) % 10]} ${NUMBERS[i % 10]}?`;
}

function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: Number(at(0.5).toFixed(1)), p95: Number(at(0.95).toFixed(1)), count: times.length };
}

function post(baseUrl, path, cookie, body) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
}

async function firstByteMs(baseUrl, cookie, text) {
  const started = performance.now();
  const response = await post(baseUrl, '/api/elevenlabs/speak', cookie, { text, language: 'en' });
  if (response.status !== 200) throw new Error(`speak answered ${response.status}: ${await response.text()}`);
  const reader = response.body.getReader();
  const { value } = await reader.read();
  const ms = performance.now() - started;
  if (!value?.length) throw new Error('speak answered no audio');
  while (!(await reader.read()).done);
  return ms;
}

/** Time to the first byte of audio for a 20-word sentence, idle; 5 warm-up requests first. */
export async function measureSpeechFirstByte({ baseUrl, cookie, samples = 100 }) {
  for (let i = 0; i < 5; i += 1) await firstByteMs(baseUrl, cookie, `Warm up ${NUMBERS[i]}.`);
  const times = [];
  for (let i = 0; i < samples; i += 1) times.push(await firstByteMs(baseUrl, cookie, sentence(i)));
  return percentiles(times);
}

/** The greeting of the voice dialog (a fixed text per user), spoken again and again: kept in the clip cache. */
export async function measureGreetingFirstByte({ baseUrl, cookie, samples = 100 }) {
  const greeting =
    "Hi Bench! I'm Isla, your AI guide. I'm here to help you discover meaningful challenges worth solving. What's on your mind today?";
  for (let i = 0; i < 5; i += 1) await firstByteMs(baseUrl, cookie, greeting);
  const times = [];
  for (let i = 0; i < samples; i += 1) times.push(await firstByteMs(baseUrl, cookie, greeting));
  return percentiles(times);
}

/** Time to Isla's whole built-in reply, idle; 5 warm-up requests first. */
export async function measureIslaReply({ baseUrl, cookie, samples = 100 }) {
  const ask = async (i) => {
    const started = performance.now();
    const response = await post(baseUrl, '/api/perplexity/generate-response', cookie, {
      prompt: `The bus to school is late ${i} times a week and nobody knows when it comes`,
      conversationHistory: '',
      phase: 'ideation',
      sessionCount: 1,
      language: 'en',
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`generate-response answered ${response.status}: ${text}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i += 1) await ask(i);
  const times = [];
  for (let i = 0; i < samples; i += 1) times.push(await ask(i));
  return percentiles(times);
}

/** Registers a user through the REST facade; returns its `sid=…` cookie. */
export async function registerBenchUser(baseUrl) {
  const response = await post(baseUrl, '/api/auth/register', '', {
    role: 'student',
    firstName: 'Bench',
    lastName: 'Isla',
    email: `bench-isla-${randomBytes(6).toString('hex')}@example.com`,
    password: 'correct-horse',
    experience: 'beginner',
    bio: 'I measure Isla',
    skills: ['JavaScript'],
    interests: ['Education'],
  });
  if (response.status !== 201)
    throw new Error(`register answered ${response.status}: ${await response.text()}`);
  const line = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
  return line.split(';')[0];
}

async function main() {
  const samples = Number(process.argv[2] || 100);
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const { ensureServices } = await import('../lib/local-services.mjs');
  const services = await ensureServices();
  Object.assign(process.env, services.env);
  process.env.GATEWAY_SECRET ||= randomBytes(32).toString('hex');
  const { startSystem, SERVICES, databaseUrl } = await import('../lib/system.mjs');
  const { dropDatabase } = await import('@creators/platform');
  const dbSuffix = `_islabench_${randomBytes(3).toString('hex')}`;
  const port = 48180;
  const system = await startSystem({
    root,
    port,
    portOffset: 41_000,
    dbSuffix,
    logDir: join(root, '.run', 'isla-bench-logs'),
    supergraphPath: join(mkdtempSync(join(tmpdir(), 'isla-bench-')), 'supergraph.graphql'),
    env: {
      LOG_LEVEL: 'warn',
      NATS_SUBJECT_PREFIX: `islabench${dbSuffix}.`,
      EVENT_STREAM: `ISLABENCH${dbSuffix.toUpperCase()}`,
      KEY_PREFIX: `islabench${dbSuffix}:`,
      ...ISLA_QUOTAS_LIFTED_ENV,
    },
    log: () => {},
  });
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    const cookie = await registerBenchUser(baseUrl);
    const speech = await measureSpeechFirstByte({ baseUrl, cookie, samples });
    const greeting = await measureGreetingFirstByte({ baseUrl, cookie, samples });
    const reply = await measureIslaReply({ baseUrl, cookie, samples });
    console.log(`${samples} samples each, idle`);
    console.log(
      `speech first byte, 20 words   p50 ${speech.p50} ms  p95 ${speech.p95} ms  (target p95 <= 100 ms)`,
    );
    console.log(
      `speech first byte, greeting    p50 ${greeting.p50} ms  p95 ${greeting.p95} ms  (clip cache)`,
    );
    console.log(
      `Isla's built-in reply (REST)  p50 ${reply.p50} ms  p95 ${reply.p95} ms  (target p95 <= 30 ms)`,
    );
  } finally {
    await system.stop();
    for (const service of SERVICES) await dropDatabase(databaseUrl(service.name, dbSuffix)).catch(() => {});
    const { deleteStream } = await import('@creators/platform/testing/index');
    await deleteStream(
      process.env.NATS_URL || 'nats://127.0.0.1:4222',
      `ISLABENCH${dbSuffix.toUpperCase()}`,
    ).catch(() => {});
    await services.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
