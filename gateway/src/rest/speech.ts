import type { SynthesizeSpeechMutation } from '../graphql-types/graphql.js';
import { BinaryBody, RestFailure } from './route-definition.js';

/** What the REST facade's `synthesizeSpeech` operation answers (the provider is not asked for). */
export type SpeechAudio = SynthesizeSpeechMutation['synthesizeSpeech'];

/** An audio media type, parameters allowed (`audio/wav`, `audio/mpeg`, `audio/ogg; codecs=opus`). */
const AUDIO_TYPE = /^audio\/[\w.+-]+(\s*;\s*[\w.+-]+=[\w.+-]+)*$/i;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{2,3})?$/;

/**
 * The audio bytes of a synthesizeSpeech answer. Only an audio media type is passed on to the browser (never
 * text/html, say) and the base64 must decode to something: otherwise it is a speech failure (503
 * `error.speech.unavailable`), after which the browser speaks with its own voice.
 */
export function speechAudio({ contentType, audioBase64 }: SpeechAudio): BinaryBody {
  const base64 = typeof audioBase64 === 'string' ? audioBase64.replace(/\s+/g, '') : '';
  if (typeof contentType !== 'string' || !AUDIO_TYPE.test(contentType.trim()) || !BASE64.test(base64)) {
    throw new RestFailure(503, 'SERVICE_UNAVAILABLE', 'error.speech.unavailable');
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw new RestFailure(503, 'SERVICE_UNAVAILABLE', 'error.speech.unavailable');
  return new BinaryBody(contentType.trim(), bytes);
}
