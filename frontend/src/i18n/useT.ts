import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './en';

type Values = Record<string, string | number>;

/** Formats a UI message by id. */
export function useT() {
  const intl = useIntl();
  return useCallback(
    (id: MessageId, values?: Values) => intl.formatMessage({ id }, values) as string,
    [intl],
  );
}

/**
 * Turns a form error into text: zod messages are message keys (e.g. 'validation.password.min'), errors set
 * from a server answer are already translated text and are shown as they are.
 */
export function useMessageText() {
  const intl = useIntl();
  return useCallback(
    (keyOrText: string | undefined): string | undefined => {
      if (!keyOrText) return undefined;
      return keyOrText in intl.messages ? (intl.formatMessage({ id: keyOrText }) as string) : keyOrText;
    },
    [intl],
  );
}
