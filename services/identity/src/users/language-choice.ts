import { z } from 'zod';
import { LOCALES, msg } from '@creators/contracts';

/** docs/product.md §13.4: the language a person chooses for the interface and their mails (Settings, the switcher). */
export const languageSchema = z.strictObject(
  { language: z.enum(LOCALES, msg('validation.mentoring.language')) },
  msg('validation.unknownField'),
);
