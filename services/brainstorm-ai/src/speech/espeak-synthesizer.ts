import { spawn } from 'node:child_process';
import { ISLA_LIMITS, type Locale } from '@creators/contracts';
import type { SpeechSynthesizer, SynthesizedSpeech } from './speech-synthesizer.js';
import { patchStreamedWav, readWav } from './wav.js';

export interface EspeakSettings {
  /** The espeak-ng executable (Debian: /usr/bin/espeak-ng). */
  path: string;
  voices: Record<Locale, string>;
  /** Words per minute (espeak's default is 175; a little slower is easier to follow). */
  wordsPerMinute?: number;
  timeoutMs?: number;
}

/** espeak-ng output beyond this is refused (about 4 minutes of 22 kHz 16-bit mono). */
const MAX_AUDIO_BYTES = 12 * 1024 * 1024;

/**
 * The built-in synthesizer: Debian's espeak-ng, no network. The text goes in on stdin (never through a shell or the
 * command line), the WAV comes back on stdout and gets its streamed header sizes patched.
 */
export class EspeakSynthesizer implements SpeechSynthesizer {
  readonly name = 'builtin';

  constructor(private readonly settings: EspeakSettings) {}

  synthesize(text: string, language: Locale, signal?: AbortSignal): Promise<SynthesizedSpeech> {
    const input = speakable(text);
    if (!input) return Promise.reject(new Error('espeak-ng: nothing to speak'));
    const args = [
      '-v',
      this.settings.voices[language],
      '-s',
      String(this.settings.wordsPerMinute ?? 165),
      '-b',
      '1',
      '--stdin',
      '--stdout',
    ];
    return new Promise<SynthesizedSpeech>((resolve, reject) => {
      const child = spawn(this.settings.path, args, {
        stdio: ['pipe', 'pipe', 'pipe'],
        timeout: this.settings.timeoutMs ?? 15_000,
        killSignal: 'SIGKILL',
        signal,
      });
      const chunks: Buffer[] = [];
      let size = 0;
      let stderr = '';
      let failed: Error | null = null;
      child.stdout.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_AUDIO_BYTES) {
          failed ??= new Error('espeak-ng: audio too long');
          child.kill('SIGKILL');
        } else chunks.push(chunk);
      });
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-500)));
      child.on('error', (err) => (failed ??= new Error(`espeak-ng could not run (${err.message})`)));
      child.stdin.on('error', () => undefined); // EPIPE when espeak exits early; reported through 'close'
      child.on('close', (code, killedBy) => {
        if (failed) return reject(failed);
        if (code !== 0)
          return reject(
            new Error(
              `espeak-ng failed (${killedBy ? `killed by ${killedBy}` : `exit ${code}`}): ${stderr.trim()}`,
            ),
          );
        try {
          const audio = patchStreamedWav(Buffer.concat(chunks));
          if (!readWav(audio)) throw new Error('malformed WAV');
          resolve({ contentType: 'audio/wav', audio });
        } catch (err) {
          reject(new Error(`espeak-ng produced no usable WAV (${(err as Error).message})`));
        }
      });
      child.stdin.end(input, 'utf8');
    });
  }
}

/**
 * The text espeak-ng is given: bounded in length, without control characters, and without markup-looking angle
 * brackets (espeak only interprets SSML with -m, which is not passed; this is belt and braces).
 */
export function speakable(text: string): string {
  return (
    text
      // Control characters (the \p{Cc} class), newlines and tabs included: espeak reads sentences, not lines.
      .replace(/\p{Cc}/gu, ' ')
      .replace(/[<>]/g, ' ')
      .replace(/[•*#_`]/g, ' ')
      .replace(/[ \t]+/g, ' ')
      .trim()
      .slice(0, ISLA_LIMITS.speechTextMax)
  );
}
