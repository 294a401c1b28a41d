import assert from 'node:assert/strict';
import { afterAll, beforeAll, beforeEach, describe, it } from '@jest/globals';
import { captureLogger } from '@creators/platform/events/testing/capture-logger';
import { FAKE_MP3, startFakeVendors, type FakeVendors } from '../test/fake-vendors.js';
import { VendorError } from '../vendors/vendor-http.js';
import { ElevenLabsSynthesizer, type ElevenLabsSettings } from './elevenlabs-synthesizer.js';
import { EspeakSynthesizer } from './espeak-synthesizer.js';
import { FallbackSynthesizer } from './fallback-synthesizer.js';

describe('ElevenLabsSynthesizer against a fake vendor server', () => {
  let fake: FakeVendors;
  let settings: ElevenLabsSettings;
  let elevenlabs: ElevenLabsSynthesizer;
  beforeAll(async () => {
    fake = await startFakeVendors();
    settings = {
      baseUrl: fake.url,
      apiKey: 'test-elevenlabs-key',
      voiceIds: { en: 'VoiceEn123', de: 'VoiceDe456' },
      model: 'eleven_multilingual_v2',
      timeoutMs: 2_000,
    };
    elevenlabs = new ElevenLabsSynthesizer(settings);
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  const failure = async (promise: Promise<unknown>) => {
    const err = await promise.then(
      () => assert.fail('expected a failure'),
      (e: unknown) => e,
    );
    assert.ok(err instanceof VendorError, String(err));
    return err;
  };

  it('posts the text to the voice of the language with the key and the multilingual model, and returns MP3', async () => {
    const speech = await elevenlabs.synthesize('Wer außer dir hat dieses Problem?', 'de');
    assert.equal(speech.contentType, 'audio/mpeg');
    assert.deepEqual(speech.audio, FAKE_MP3);
    const [request] = fake.requests;
    assert.equal(request!.path, '/v1/text-to-speech/VoiceDe456?output_format=mp3_44100_128');
    assert.equal(request!.headers['xi-api-key'], 'test-elevenlabs-key');
    assert.equal(request!.headers.accept, 'audio/mpeg');
    assert.deepEqual(request!.body, {
      text: 'Wer außer dir hat dieses Problem?',
      model_id: 'eleven_multilingual_v2',
    });
    await elevenlabs.synthesize('Who else has it?', 'en');
    assert.match(fake.requests[1]!.path, /^\/v1\/text-to-speech\/VoiceEn123\?/);
  });

  it('fails on a slow answer, a 500, a wrong key and an answer that is not audio', async () => {
    fake.next('elevenlabs', 'slow', 'error', 'garbage', 'wrong-shape');
    const quick = new ElevenLabsSynthesizer({ ...settings, timeoutMs: 300 });
    assert.equal((await failure(quick.synthesize('Hello there', 'en'))).failure, 'timeout');
    assert.equal((await failure(elevenlabs.synthesize('Hello there', 'en'))).status, 500);
    assert.equal((await failure(elevenlabs.synthesize('Hello there', 'en'))).failure, 'garbage');
    assert.equal((await failure(elevenlabs.synthesize('Hello there', 'en'))).failure, 'garbage');
    const wrongKey = new ElevenLabsSynthesizer({ ...settings, apiKey: 'nope' });
    assert.equal((await failure(wrongKey.synthesize('Hello there', 'en'))).status, 401);
  });

  it('falls back to espeak-ng when ElevenLabs fails, and logs it', async () => {
    const { logger, entries } = captureLogger();
    const voice = new FallbackSynthesizer(
      elevenlabs,
      new EspeakSynthesizer({ path: 'espeak-ng', voices: { en: 'en-us', de: 'de' } }),
      logger,
    );
    fake.next('elevenlabs', 'error');
    const fallback = await voice.synthesize('Hallo, ich bin Isla.', 'de');
    assert.equal(fallback.provider, 'builtin');
    assert.equal(fallback.contentType, 'audio/wav');
    assert.equal(fallback.audio.toString('ascii', 0, 4), 'RIFF');
    assert.ok(entries.some((entry) => entry.level === 40 && /speech provider failed/.test(entry.msg)));
    assert.equal((await voice.synthesize('Hallo, ich bin Isla.', 'de')).provider, 'elevenlabs');
  });
});
