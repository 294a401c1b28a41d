import { lazyMessages } from './lazyMessages';

/**
 * The contracts' validation and server messages (a zod message key translates too), @creators/texts: one module per
 * language, loaded as it is shown.
 */
export const validationMessages = lazyMessages({
  en: () => import('@creators/texts/en').then((texts) => texts.en),
  de: () => import('@creators/texts/de').then((texts) => texts.de),
});
