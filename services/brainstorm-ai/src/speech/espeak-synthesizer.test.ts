import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { EspeakSynthesizer, speakable } from './espeak-synthesizer.js';
import { patchStreamedWav, readWav } from './wav.js';

const espeak = new EspeakSynthesizer({
  path: process.env.ESPEAK_PATH ?? 'espeak-ng',
  voices: { en: 'en-us', de: 'de' },
});

function assertValidWav(audio: Buffer) {
  assert.equal(audio.toString('ascii', 0, 4), 'RIFF');
  assert.equal(audio.toString('ascii', 8, 12), 'WAVE');
  assert.equal(audio.readUInt32LE(4), audio.length - 8, 'RIFF size = file length - 8');
  const wav = readWav(audio);
  assert.ok(wav, 'chunks readable');
  assert.equal(wav.dataOffset + wav.dataLength, audio.length, 'data size reaches the end of the file');
  assert.equal(wav.channels, 1);
  assert.equal(wav.bitsPerSample, 16);
  assert.equal(wav.sampleRate, 22_050);
  assert.ok(wav.dataLength > 22_050, 'more than half a second of audio');
  return wav;
}

describe('EspeakSynthesizer (Debian espeak-ng)', () => {
  it('speaks English as a valid WAV with patched sizes', async () => {
    const speech = await espeak.synthesize('Who else has this problem besides you?', 'en');
    assert.equal(speech.contentType, 'audio/wav');
    assertValidWav(speech.audio);
  });

  it('speaks German with the German voice', async () => {
    const de = await espeak.synthesize('Wer außer dir hat dieses Problem noch? Grüße aus Köln.', 'de');
    assertValidWav(de.audio);
    const en = await espeak.synthesize('Wer außer dir hat dieses Problem noch? Grüße aus Köln.', 'en');
    assert.notDeepEqual(de.audio, en.audio, 'a different voice gives different audio');
  });

  it('takes text that looks like options or shell as text to speak, not as commands', async () => {
    const speech = await espeak.synthesize('-v xx --stdout $(touch /tmp/isla-pwned) `id`; rm -rf /', 'en');
    assertValidWav(speech.audio);
  });

  it('refuses empty text and reports a missing executable clearly', async () => {
    await assert.rejects(espeak.synthesize(' \u0000 ', 'en'), /nothing to speak/);
    const missing = new EspeakSynthesizer({
      path: '/nonexistent/espeak-ng',
      voices: { en: 'en-us', de: 'de' },
    });
    await assert.rejects(
      missing.synthesize('Hello there', 'en'),
      /espeak-ng could not run \(spawn \/nonexistent\/espeak-ng ENOENT\)/,
    );
    const badVoice = new EspeakSynthesizer({ path: 'espeak-ng', voices: { en: 'xx-nonexistent', de: 'de' } });
    await assert.rejects(badVoice.synthesize('Hello there', 'en'), /espeak-ng failed \(exit 1\)/);
  });

  it('limits the text it speaks and strips markup and control characters', () => {
    assert.equal(speakable('a'.repeat(5_000)).length, 1_500);
    assert.equal(speakable('<speak>Hi</speak>\u0007 • there'), 'speak Hi /speak there');
  });
});

describe('WAV helpers', () => {
  it('patches the placeholder sizes of a streamed WAV', () => {
    const header = Buffer.alloc(44);
    header.write('RIFF', 0, 'ascii');
    header.writeUInt32LE(0x7ffff024, 4);
    header.write('WAVEfmt ', 8, 'ascii');
    header.writeUInt32LE(16, 16);
    header.writeUInt16LE(1, 20);
    header.writeUInt16LE(1, 22);
    header.writeUInt32LE(22_050, 24);
    header.writeUInt32LE(44_100, 28);
    header.writeUInt16LE(2, 32);
    header.writeUInt16LE(16, 34);
    header.write('data', 36, 'ascii');
    header.writeUInt32LE(0x7ffff000, 40);
    const streamed = Buffer.concat([header, Buffer.alloc(1_000)]);
    assert.equal(readWav(streamed), null, 'placeholder sizes do not fit');
    const wav = readWav(patchStreamedWav(streamed));
    assert.deepEqual(wav, {
      channels: 1,
      sampleRate: 22_050,
      bitsPerSample: 16,
      dataOffset: 44,
      dataLength: 1_000,
    });
    assert.throws(() => patchStreamedWav(Buffer.from('ID3 definitely not a wav file')), /not a RIFF\/WAVE/);
  });
});
