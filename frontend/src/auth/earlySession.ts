import type { Locale } from '@creators/contracts';
import { ME } from '../graphql/signedOut';
import type { RawAnswer, Transport } from '../graphql/request';

declare global {
  interface Window {
    /** Who is signed in, asked by public/session-early.js before the app's JavaScript ran. */
    creatorsEarlySession?: { locale: Locale; answer: Promise<RawAnswer> };
  }
}

/**
 * A transport that answers the app's first ME from the answer public/session-early.js asked for while the app's
 * JavaScript was on its way (in the same language), once; anything else, or when that failed, goes to `transport`.
 */
export function withEarlySession(transport: Transport): Transport {
  return (operation, variables, headers) => {
    const early = window.creatorsEarlySession;
    if (early && operation.name === ME.name && headers['Accept-Language'] === early.locale) {
      window.creatorsEarlySession = undefined;
      return early.answer.catch(() => transport(operation, variables, headers));
    }
    return transport(operation, variables, headers);
  };
}
