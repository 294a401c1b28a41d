import { useEffect, useState, type ReactNode } from 'react';
import { WithMessages, type FeatureMessages } from './WithMessages';

const NONE: FeatureMessages = { en: {}, de: {} };

/**
 * The contracts' validation and server messages (i18n/WithValidationMessages), loaded right after the first paint
 * rather than with it: the signed-in screens show them only in their forms and dialogs, which open later, so the
 * dashboard's initial JavaScript does without them.
 */
export function WithValidationMessagesSoon({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState<FeatureMessages>(NONE);
  useEffect(() => {
    let current = true;
    void import('@creators/contracts/messages').then(({ MESSAGES }) => {
      if (current) setMessages(MESSAGES);
    });
    return () => {
      current = false;
    };
  }, []);
  return <WithMessages messages={messages}>{children}</WithMessages>;
}
