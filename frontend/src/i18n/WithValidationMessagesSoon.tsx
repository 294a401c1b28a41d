import type { ReactNode } from 'react';
import { validationMessages } from './validationMessages';
import { WithLazyMessages } from './WithMessages';

/**
 * The contracts' validation and server messages (i18n/WithValidationMessages), loaded right after the first paint
 * rather than with it: the signed-in screens show them only in their forms and dialogs, which open later, so the
 * dashboard's initial JavaScript does without them. Only the language shown; a switch loads the other one.
 */
export function WithValidationMessagesSoon({ children }: { children: ReactNode }) {
  return <WithLazyMessages messages={validationMessages}>{children}</WithLazyMessages>;
}
