import type { ReactNode } from 'react';
import { validationMessages } from './validationMessages';
import { WithLazyMessages } from './WithMessages';

/**
 * The contracts' validation and server messages, in the language shown, for the forms it wraps (the signed-out
 * pages'): what it wraps shows once they are there. The landing page does without them.
 */
export function WithValidationMessages({ children }: { children: ReactNode }) {
  return (
    <WithLazyMessages messages={validationMessages} wait>
      {children}
    </WithLazyMessages>
  );
}
