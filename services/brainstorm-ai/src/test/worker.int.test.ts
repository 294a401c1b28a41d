import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, it } from '@jest/globals';
import { QUEUES } from '@creators/contracts';
import {
  createQueue,
  createQueueEvents,
  JobFailedError,
  runJobAndWait,
  withRequestId,
} from '@creators/platform';
import { silentLogger } from '@creators/platform/events/testing/capture-logger';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { Redis } from 'ioredis';
import { AudioStore } from '../jobs/audio-store.js';
import {
  ISLA_JOB_DEFAULTS,
  type AiGenerationJob,
  type AiGenerationResult,
  type SpeechJobResult,
  type SpeechSynthesisJob,
} from '../jobs/isla-jobs.js';
import { defaultChatReply, startFakeVendors, type FakeVendors } from './fake-vendors.js';
import { deleteKeys, REDIS_URL, spawnWorker, type WorkerProcess } from './worker-process.js';

const prefixes: string[] = [];
const closers: Array<() => Promise<unknown>> = [];
const workers: WorkerProcess[] = [];

/** A fresh key prefix with the AI and speech queues under it, as the API process creates them. */
function queues() {
  const prefix = `test-brainstorm-worker-${randomBytes(4).toString('hex')}`;
  prefixes.push(prefix);
  const settings = { jobDefaults: ISLA_JOB_DEFAULTS, logger: silentLogger };
  const ai = createQueue<AiGenerationJob, AiGenerationResult>(
    QUEUES.aiGeneration,
    REDIS_URL,
    prefix,
    settings,
  );
  const aiEvents = createQueueEvents(QUEUES.aiGeneration, REDIS_URL, prefix, silentLogger);
  const speech = createQueue<SpeechSynthesisJob, SpeechJobResult>(
    QUEUES.speechSynthesis,
    REDIS_URL,
    prefix,
    settings,
  );
  const speechEvents = createQueueEvents(QUEUES.speechSynthesis, REDIS_URL, prefix, silentLogger);
  closers.push(
    () => ai.close(),
    () => aiEvents.close(),
    () => speech.close(),
    () => speechEvents.close(),
  );
  return { prefix, ai, aiEvents, speech, speechEvents };
}

function worker(env: Record<string, string>): WorkerProcess {
  const process = spawnWorker(env);
  workers.push(process);
  return process;
}

const germanTurn: AiGenerationJob = {
  kind: 'response',
  input: {
    prompt: 'Ich verpasse ständig den Bus zur Uni',
    conversationHistory: '',
    phase: 'ideation',
    sessionCount: 1,
    language: 'de',
  },
  locale: 'de',
};

describe('brainstorm-ai worker process', () => {
  let fake: FakeVendors;
  let vendorEnv: Record<string, string>;
  beforeAll(async () => {
    fake = await startFakeVendors();
    vendorEnv = {
      AI_PROVIDER: 'perplexity',
      PERPLEXITY_API_KEY: 'test-perplexity-key',
      PERPLEXITY_BASE_URL: fake.url,
      AI_REQUEST_TIMEOUT_MS: '20000',
      // A killed worker's job is taken back within seconds rather than the production 30 s.
      WORKER_LOCK_DURATION_MS: '1000',
      WORKER_STALLED_INTERVAL_MS: '1000',
    };
  });
  afterEach(async () => {
    for (const w of workers.splice(0)) await w.stop();
  });
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
    for (const prefix of prefixes) await deleteKeys(prefix);
    await fake.close();
  });

  it('answers an AI job through the configured vendor and reports healthy', async () => {
    const { prefix, ai, aiEvents } = queues();
    const w = worker({ ...vendorEnv, QUEUE_PREFIX: prefix });
    const port = await w.ready;
    const result = await runJobAndWait(ai, aiEvents, 'generate-response', germanTurn, 30_000);
    assert.deepEqual(result, {
      message: 'Das klingt frustrierend. Wer außer dir hat dieses Problem noch?',
      nextPhase: null,
      provider: 'perplexity',
    });
    const ready = await fetch(`http://127.0.0.1:${port}/health/ready`);
    assert.equal(ready.status, 200);
    assert.deepEqual(await ready.json(), { status: 'ok', checks: { redis: 'up', workers: 'up' } });
    assert.equal((await fetch(`http://127.0.0.1:${port}/health/live`)).status, 200);
  });

  it('answers a question about the platform itself, whatever the vendor, without asking it (product.md §4.3)', async () => {
    const { prefix, ai, aiEvents } = queues();
    const w = worker({ ...vendorEnv, QUEUE_PREFIX: prefix });
    await w.ready;
    fake.reset();
    const question: AiGenerationJob = {
      kind: 'response',
      input: {
        prompt: 'How do I find a team that needs someone who can build sensors?',
        conversationHistory: 'Isla: What problem bothers you?',
        phase: 'ideation',
        sessionCount: 2,
        language: 'en',
      },
      locale: 'en',
    };
    const result = (await runJobAndWait(ai, aiEvents, 'generate-response', question, 30_000)) as {
      message: string;
      nextPhase: string | null;
      provider: string;
    };
    assert.equal(result.nextPhase, null);
    assert.equal(result.provider, 'builtin');
    assert.match(result.message, /'Join Team'/);
    assert.match(result.message, /Shall we get back to your challenge\?$/);
    assert.doesNotMatch(result.message, /Who else has this problem/);
    assert.equal(fake.requests.length, 0);
  });

  it("reads a brainstorm's slots with the configured vendor (job kind slots)", async () => {
    const { prefix, ai, aiEvents } = queues();
    const w = worker({ ...vendorEnv, QUEUE_PREFIX: prefix });
    await w.ready;
    fake.reset();
    fake.chatReply = () =>
      '```json\n{"problem": "Ich verpasse ständig den Bus zur Uni", "who": "Alle aus meinem Dorf", "frequency": null, "impact": null, "tried": null, "success": null}\n```';
    try {
      const job: AiGenerationJob = {
        kind: 'slots',
        input: {
          messages: [
            { sender: 'user', message: 'Ich verpasse ständig den Bus zur Uni' },
            { sender: 'avatar', message: 'Wer außer dir hat dieses Problem noch?' },
            { sender: 'user', message: 'Alle aus meinem Dorf' },
          ],
          language: 'de',
        },
        locale: 'de',
      };
      const result = await runJobAndWait(ai, aiEvents, 'extract-slots', job, 30_000);
      assert.deepEqual(result, {
        slots: { problem: 'Ich verpasse ständig den Bus zur Uni', who: 'Alle aus meinem Dorf' },
        provider: 'perplexity',
      });
      assert.equal(fake.requests.length, 1);
    } finally {
      fake.chatReply = defaultChatReply;
    }
  });

  it('logs a job under the id of the request that added it, and serves the job counts on METRICS_PORT', async () => {
    const { prefix, ai, aiEvents } = queues();
    const w = worker({ ...vendorEnv, QUEUE_PREFIX: prefix, METRICS_PORT: '0' });
    await w.ready;
    await withRequestId('req-worker.1', () =>
      runJobAndWait(ai, aiEvents, 'generate-response', germanTurn, 30_000),
    );
    const completed = () =>
      w
        .output()
        .split('\n')
        .filter((line) => line.includes('"job completed"'))
        .map((line) => JSON.parse(line) as { requestId?: string; queue: string });
    await waitFor('the job completed line', () => completed().length === 1);
    assert.deepEqual(completed()[0], {
      ...completed()[0],
      requestId: 'req-worker.1',
      queue: 'ai-generation',
    });

    const metricsPort = Number(/"metricsPort":(\d+)/.exec(w.output())?.[1]);
    assert.ok(metricsPort > 0, w.output());
    await ai.add('generate-response', germanTurn, { delay: 60_000 });
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    assert.match(text, /^bullmq_queue_jobs\{queue="ai-generation",state="delayed"\} 1$/m);
    assert.match(text, /^bullmq_queue_jobs\{queue="ai-generation",state="waiting"\} 0$/m);
    assert.match(text, /^bullmq_queue_jobs\{queue="speech-synthesis",state="active"\} 0$/m);
    assert.match(text, /^nodejs_eventloop_lag_seconds /m);
  });

  it('loses no job when its worker is killed with SIGKILL mid-job: it completes after a new worker starts', async () => {
    const { prefix, ai, aiEvents } = queues();
    fake.requests.length = 0;
    fake.next('perplexity', 'hang');
    const first = worker({ ...vendorEnv, QUEUE_PREFIX: prefix });
    await first.ready;
    const job = await ai.add('generate-response', germanTurn);
    const finished = job.waitUntilFinished(aiEvents, 60_000) as Promise<AiGenerationResult>;
    finished.catch(() => undefined);

    await waitFor('the worker to be mid-job (waiting for the vendor)', () => fake.requests.length === 1);
    first.child.kill('SIGKILL');
    assert.equal(await first.exited, null, 'killed by a signal');
    assert.equal(await ai.getJobState(job.id!), 'active', 'the dead worker left the job active');

    const second = worker({ ...vendorEnv, QUEUE_PREFIX: prefix });
    await second.ready;
    assert.deepEqual(await finished, {
      message: 'Das klingt frustrierend. Wer außer dir hat dieses Problem noch?',
      nextPhase: null,
      provider: 'perplexity',
    });
    assert.equal(fake.requests.length, 2, 'the job ran again on the new worker');
    assert.equal(await ai.getJobState(job.id!), 'completed');
  });

  it('a job that keeps failing ends as failed with its error after its attempts, not retried forever', async () => {
    const { prefix, speech, speechEvents } = queues();
    const w = worker({ QUEUE_PREFIX: prefix, ESPEAK_PATH: '/nonexistent/espeak-ng' });
    await w.ready;
    const failure = await runJobAndWait(
      speech,
      speechEvents,
      'synthesize-speech',
      { text: 'Hello there', language: 'en' },
      30_000,
    ).then(
      () => assert.fail('the job should have failed'),
      (err: unknown) => err,
    );
    assert.ok(failure instanceof JobFailedError, String(failure));
    assert.equal(failure.message, 'espeak-ng could not run (spawn /nonexistent/espeak-ng ENOENT)');
    assert.equal(failure.attemptsMade, ISLA_JOB_DEFAULTS.attempts);
    const job = await speech.getJob(failure.jobId);
    assert.equal(await job!.getState(), 'failed');
    assert.equal(job!.attemptsMade, ISLA_JOB_DEFAULTS.attempts);
    // Failed for good: nothing is left waiting, delayed (a retry's backoff) or running that would try it again.
    assert.deepEqual(await speech.getJobCounts('waiting', 'delayed', 'active', 'prioritized'), {
      waiting: 0,
      delayed: 0,
      active: 0,
      prioritized: 0,
    });
    assert.match(w.output(), /job failed/);
  });

  it('an invalid payload fails at once, without retries', async () => {
    const { prefix, ai, aiEvents } = queues();
    const w = worker({ QUEUE_PREFIX: prefix });
    await w.ready;
    const bad = {
      kind: 'response',
      input: { prompt: '', phase: 'nonsense' },
      locale: 'en',
    } as unknown as AiGenerationJob;
    const failure = await runJobAndWait(ai, aiEvents, 'generate-response', bad, 30_000).catch(
      (err: unknown) => err,
    );
    assert.ok(failure instanceof JobFailedError);
    assert.equal(failure.message, 'invalid generate-response payload');
    assert.equal(failure.attemptsMade, 1);
  });

  it('speaks with espeak-ng and leaves the audio for the API; finishes its running job on SIGTERM', async () => {
    const { prefix, ai, aiEvents, speech, speechEvents } = queues();
    const w = worker({ ...vendorEnv, QUEUE_PREFIX: prefix });
    await w.ready;
    const spoken = await runJobAndWait(
      speech,
      speechEvents,
      'synthesize-speech',
      { text: 'Wie oft passiert das?', language: 'de' },
      30_000,
    );
    assert.equal(spoken.contentType, 'audio/wav');
    assert.equal(spoken.provider, 'builtin');
    const redis = new Redis(REDIS_URL);
    try {
      const audio = await new AudioStore(redis, prefix).take(spoken.audioKey);
      assert.equal(audio?.length, spoken.bytes);
      assert.equal(audio!.toString('ascii', 0, 4), 'RIFF');
      assert.equal(await new AudioStore(redis, prefix).take(spoken.audioKey), null, 'taken once');
    } finally {
      await redis.quit();
    }

    fake.requests.length = 0;
    fake.slowMs = 1_500;
    fake.next('perplexity', 'slow');
    const job = await ai.add('generate-response', germanTurn);
    const finished = job.waitUntilFinished(aiEvents, 30_000) as Promise<AiGenerationResult>;
    await waitFor('the worker to be mid-job', () => fake.requests.length === 1);
    w.child.kill('SIGTERM');
    assert.equal((await finished).provider, 'perplexity', 'the running job finished');
    assert.equal(await w.exited, 0, 'then the worker exited cleanly');
    fake.slowMs = 5_000;
  });
});
