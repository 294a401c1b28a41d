import { lazyMessages } from '../i18n/lazyMessages';

/**
 * What the signed-in screens add to the app's catalogue (SignedInApp), one module per language: a person loads
 * the language they see (with the signed-in screens' code, side by side: app/pages preloadSignedIn), and the other
 * one when they switch. Features own their texts; the app assembles them (./signedInMessages.en.ts, .de.ts), so
 * that i18n/ depends on no feature. The contracts' validation and server messages follow right after the first
 * paint (i18n/WithValidationMessagesSoon). The pages of one challenge, team, project or person, the discussion and
 * the notifications (the bell's menu, the notifications page) bring their own (i18n/WithMessages).
 */
export const signedInMessages = lazyMessages({
  en: () => import('./signedInMessages.en').then((texts) => texts.signedInEn),
  de: () => import('./signedInMessages.de').then((texts) => texts.signedInDe),
});
