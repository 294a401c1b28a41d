import type { Locale } from '@creators/contracts';
import type { Logger } from '@creators/platform';
import type { SpeechSynthesizer, SynthesizedSpeech } from './speech-synthesizer.js';

export interface Synthesized extends SynthesizedSpeech {
  provider: string;
}

/** The configured synthesizer first and, when it fails, the built-in one; throws only when both fail. */
export class FallbackSynthesizer {
  constructor(
    private readonly primary: SpeechSynthesizer | null,
    private readonly builtin: SpeechSynthesizer,
    private readonly logger: Pick<Logger, 'warn'>,
  ) {}

  async synthesize(text: string, language: Locale, signal?: AbortSignal): Promise<Synthesized> {
    if (this.primary) {
      try {
        return { ...(await this.primary.synthesize(text, language, signal)), provider: this.primary.name };
      } catch (err) {
        this.logger.warn(
          { err, provider: this.primary.name, fallback: this.builtin.name },
          'speech provider failed, speaking with the built-in synthesizer',
        );
      }
    }
    return { ...(await this.builtin.synthesize(text, language, signal)), provider: this.builtin.name };
  }
}
