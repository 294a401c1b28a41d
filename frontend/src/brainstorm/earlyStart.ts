import { print } from 'graphql';
import type { Locale, User } from '@creators/contracts';
import type { StartBrainstormMutation } from '../graphql/generated/graphql';
import type { SessionUser } from '../graphql/identity';
import { isProfileComplete } from '../profile/profileComplete';
import { request, type Transport } from '../graphql/request';
import { START_BRAINSTORM_MUTATION } from './graphql';

let early: { locale: Locale; answer: Promise<StartBrainstormMutation> } | null = null;

/**
 * The dashboard's brainstorm (its largest content: Isla's opening), asked for as soon as the session says who is
 * signed in, beside the rendering of the signed-in screens rather than after it (docs/performance.md): the call
 * useBrainstorm would make first, `startBrainstorm` with `resume`. Only for a complete profile (else the profile
 * setup shows).
 */
export function startBrainstormEarly(transport: Transport, locale: Locale, user: SessionUser): void {
  if (!isProfileComplete({ role: user.role as User['role'], skills: user.skills })) return;
  const answer = request<StartBrainstormMutation>(
    transport,
    locale,
    { name: 'StartBrainstorm', text: print(START_BRAINSTORM_MUTATION) },
    { input: { language: locale, resume: true } },
  );
  // Taken or not, a failure is the brainstorm's own call to make again (useBrainstorm).
  answer.catch(() => undefined);
  early = { locale, answer };
}

/** The early answer for this language, once; null when there is none (then useBrainstorm asks). */
export function takeEarlyStart(locale: Locale): Promise<StartBrainstormMutation> | null {
  const taken = early;
  early = null;
  return taken?.locale === locale ? taken.answer : null;
}
