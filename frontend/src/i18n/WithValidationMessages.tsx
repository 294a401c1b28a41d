import type { ReactNode } from 'react';
import { MESSAGES } from '@creators/contracts/messages';
import { WithMessages } from './WithMessages';

/**
 * The contracts' validation and server messages (a zod message key translates too) for the forms it wraps: the
 * landing page does without them.
 */
export function WithValidationMessages({ children }: { children: ReactNode }) {
  return <WithMessages messages={MESSAGES}>{children}</WithMessages>;
}
