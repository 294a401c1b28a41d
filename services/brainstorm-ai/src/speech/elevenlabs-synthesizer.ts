import type { Locale } from '@creators/contracts';
import { postJson, VendorError } from '../vendors/vendor-http.js';
import { speakable } from './espeak-synthesizer.js';
import type { SpeechSynthesizer, SynthesizedSpeech } from './speech-synthesizer.js';

export interface ElevenLabsSettings {
  /** https://api.elevenlabs.io (tests: a local fake). */
  baseUrl: string;
  apiKey: string;
  voiceIds: Record<Locale, string>;
  /** eleven_multilingual_v2 speaks English and German with the same voice. */
  model: string;
  timeoutMs: number;
}

/** MP3 starts with an ID3 tag or an MPEG frame sync (11 bits set). */
const looksLikeMp3 = (audio: Buffer) =>
  audio.length > 3 &&
  (audio.toString('latin1', 0, 3) === 'ID3' || (audio[0] === 0xff && (audio[1]! & 0xe0) === 0xe0));

/** ElevenLabs text to speech: `POST /v1/text-to-speech/{voiceId}` with `xi-api-key`, answering audio/mpeg. */
export class ElevenLabsSynthesizer implements SpeechSynthesizer {
  readonly name = 'elevenlabs';

  constructor(private readonly settings: ElevenLabsSettings) {}

  async synthesize(text: string, language: Locale, signal?: AbortSignal): Promise<SynthesizedSpeech> {
    const { baseUrl, apiKey, voiceIds, model, timeoutMs } = this.settings;
    const input = speakable(text);
    if (!input) throw new VendorError(this.name, 'garbage', 'nothing to speak');
    const response = await postJson({
      vendor: this.name,
      url: `${baseUrl.replace(/\/+$/, '')}/v1/text-to-speech/${encodeURIComponent(voiceIds[language])}?output_format=mp3_44100_128`,
      headers: { 'xi-api-key': apiKey, accept: 'audio/mpeg' },
      body: { text: input, model_id: model },
      timeoutMs,
      signal,
      maxBytes: 10 * 1024 * 1024,
    });
    if (!response.contentType.startsWith('audio/mpeg') || !looksLikeMp3(response.body)) {
      throw new VendorError(
        this.name,
        'garbage',
        `answer is not MP3 audio (${response.contentType || 'no content type'})`,
      );
    }
    return { contentType: 'audio/mpeg', audio: response.body };
  }
}
