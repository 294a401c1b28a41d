import type { Logger } from '@creators/platform';
import type { IslaConfig } from '../isla.config.js';
import { ElevenLabsSynthesizer } from './elevenlabs-synthesizer.js';
import { EspeakSynthesizer } from './espeak-synthesizer.js';
import { FallbackSynthesizer } from './fallback-synthesizer.js';

/** Isla's voice as configured (SPEECH_PROVIDER), falling back to espeak-ng. */
export function createSynthesizer(
  speech: IslaConfig['speech'],
  logger: Pick<Logger, 'warn'>,
): FallbackSynthesizer {
  const builtin = new EspeakSynthesizer({
    path: speech.espeak.path,
    voices: speech.espeak.voices,
    timeoutMs: speech.requestTimeoutMs,
  });
  const primary =
    speech.provider === 'elevenlabs' && speech.elevenlabs.apiKey
      ? new ElevenLabsSynthesizer({
          ...speech.elevenlabs,
          apiKey: speech.elevenlabs.apiKey,
          timeoutMs: speech.requestTimeoutMs,
        })
      : null;
  return new FallbackSynthesizer(primary, builtin, logger);
}
