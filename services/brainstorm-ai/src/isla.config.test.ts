import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { islaWorkerConfigSchema, loadIslaConfig, loadIslaWorkerConfig } from './isla.config.js';
import { createGenerator } from './generation/select-generator.js';

const quiet = { warn: () => undefined };

describe('Isla configuration', () => {
  it('defaults to the built-in engine and espeak-ng, local Redis, 25 s / 20 s waits and worker port 4015', () => {
    const config = loadIslaConfig({});
    assert.equal(config.ai.provider, 'builtin');
    assert.equal(config.speech.provider, 'builtin');
    assert.equal(config.redisUrl, 'redis://127.0.0.1:6379');
    assert.equal(config.queuePrefix, 'bull');
    assert.deepEqual(config.jobs, { aiTimeoutMs: 25_000, speechTimeoutMs: 20_000 });
    assert.equal(config.worker.port, 4015);
    // A killed worker's job is taken back within the API's shortest wait (speech, 20 s): lock + 2 × interval.
    const { lockDurationMs, stalledIntervalMs } = config.worker;
    assert.deepEqual(
      { lockDurationMs, stalledIntervalMs },
      { lockDurationMs: 8_000, stalledIntervalMs: 4_000 },
    );
    assert.ok(lockDurationMs + 2 * stalledIntervalMs < config.jobs.speechTimeoutMs);
    assert.equal(config.ai.perplexity.baseUrl, 'https://api.perplexity.ai');
    assert.equal(config.ai.perplexity.model, 'sonar');
    assert.equal(config.speech.elevenlabs.baseUrl, 'https://api.elevenlabs.io');
    assert.equal(config.speech.elevenlabs.model, 'eleven_multilingual_v2');
    assert.deepEqual(config.speech.espeak.voices, { en: 'en-us', de: 'de' });
    assert.deepEqual(createGenerator(config.ai, quiet).providers, ['builtin']);
  });

  it('picks Perplexity and ElevenLabs when their keys are set, unless told otherwise', () => {
    const keys = { PERPLEXITY_API_KEY: 'pplx', ELEVENLABS_API_KEY: 'xi' };
    const config = loadIslaConfig(keys);
    assert.equal(config.ai.provider, 'perplexity');
    assert.equal(config.speech.provider, 'elevenlabs');
    assert.deepEqual(createGenerator(config.ai, quiet).providers, ['perplexity', 'builtin']);
    const builtin = loadIslaConfig({ ...keys, AI_PROVIDER: 'builtin', SPEECH_PROVIDER: 'builtin' });
    assert.equal(builtin.ai.provider, 'builtin');
    assert.equal(builtin.speech.provider, 'builtin');
  });

  it('uses an OpenAI-compatible endpoint with its base URL and model', () => {
    const config = loadIslaConfig({
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      OPENAI_MODEL: 'llama3.2',
    });
    assert.deepEqual(config.ai.openai, {
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: null,
      model: 'llama3.2',
    });
    assert.deepEqual(createGenerator(config.ai, quiet).providers, ['openai', 'builtin']);
  });

  it('refuses a provider chosen without what it needs, naming the variable', () => {
    assert.throws(() => loadIslaConfig({ AI_PROVIDER: 'perplexity' }), /PERPLEXITY_API_KEY/);
    assert.throws(() => loadIslaConfig({ AI_PROVIDER: 'openai' }), /OPENAI_MODEL/);
    assert.throws(() => loadIslaConfig({ SPEECH_PROVIDER: 'elevenlabs' }), /ELEVENLABS_API_KEY/);
    assert.throws(() => loadIslaConfig({ AI_PROVIDER: 'gpt' }), /AI_PROVIDER/);
    assert.throws(() => loadIslaConfig({ ELEVENLABS_VOICE_ID: '../admin' }), /ELEVENLABS_VOICE_ID/);
  });

  it('keeps queues apart by QUEUE_PREFIX, or by KEY_PREFIX (a whole test system)', () => {
    assert.equal(loadIslaConfig({ KEY_PREFIX: 'e2e_1:' }).queuePrefix, 'e2e_1:bull');
    assert.equal(loadIslaConfig({ KEY_PREFIX: 'e2e_1:', QUEUE_PREFIX: 'mine' }).queuePrefix, 'mine');
  });

  it('bounds Isla per person: 30 replies, 30 validations, 20 clips a minute, 4x per address, small queues', () => {
    const config = loadIslaConfig({ KEY_PREFIX: 'e2e_1:' });
    assert.deepEqual(config.quotas, {
      keyPrefix: 'e2e_1:isla-quota',
      replies: 30,
      validations: 30,
      speech: 20,
      ipFactor: 4,
    });
    assert.deepEqual(config.queueCaps, { perUser: 3, waiting: 200, retryAfterSeconds: 5 });
    const raised = loadIslaConfig({ ISLA_REPLIES_PER_MINUTE: '600', ISLA_QUOTA_IP_FACTOR: '50' });
    assert.equal(raised.quotas.replies, 600);
    assert.equal(raised.quotas.ipFactor, 50);
    assert.throws(() => loadIslaConfig({ ISLA_SPEECH_PER_MINUTE: '0' }), /ISLA_SPEECH_PER_MINUTE/);
  });

  it('the worker process listens on HOST, serves metrics with METRICS_PORT and needs no gateway secret', () => {
    const local = loadIslaWorkerConfig({});
    assert.equal(local.host, '127.0.0.1');
    assert.equal(local.metricsPort, undefined);
    assert.equal(local.worker.port, 4015);
    const image = loadIslaWorkerConfig({ NODE_ENV: 'production', HOST: '0.0.0.0', METRICS_PORT: '9464' });
    assert.deepEqual([image.host, image.metricsPort], ['0.0.0.0', 9464]);
    assert.ok(!('GATEWAY_SECRET' in islaWorkerConfigSchema.shape), 'the worker does not read GATEWAY_SECRET');
    assert.ok(!('NATS_URL' in islaWorkerConfigSchema.shape), 'nor NATS');
  });
});
