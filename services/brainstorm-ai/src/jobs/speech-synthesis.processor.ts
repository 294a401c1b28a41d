import { speechSchema } from '@creators/contracts';
import { UnrecoverableError, type Job } from 'bullmq';
import type { FallbackSynthesizer } from '../speech/fallback-synthesizer.js';
import type { AudioStore } from './audio-store.js';
import type { SpeechJobResult, SpeechSynthesisJob } from './isla-jobs.js';

/** Turns a speech job into audio, left in the AudioStore for the API; the job returns where to find it. */
export function speechSynthesisProcessor(synthesizer: FallbackSynthesizer, store: AudioStore) {
  return async (job: Job<SpeechSynthesisJob, SpeechJobResult>): Promise<SpeechJobResult> => {
    // The payload's own fields: the job also names its owner (JOB_OWNER_FIELD), which is not the processor's.
    const { text, language } = job.data ?? ({} as SpeechSynthesisJob);
    const parsed = speechSchema.safeParse(language === undefined ? { text } : { text, language });
    if (!parsed.success) throw new UnrecoverableError('invalid synthesize-speech payload');
    const speech = await synthesizer.synthesize(parsed.data.text, parsed.data.language ?? 'en');
    const audioKey = await store.put(job.id!, speech.audio);
    return {
      contentType: speech.contentType,
      provider: speech.provider,
      audioKey,
      bytes: speech.audio.length,
    };
  };
}
