import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './en';

type Values = Record<string, string | number>;

/**
 * Formats a message by id, typed with the ids of a domain's message file (challenges, teams, ...) as well as
 * the app's own (en.ts). The app merges the domain files into the catalogue (app/messageCatalogue).
 */
export function useDomainT<Id extends string>() {
  const intl = useIntl();
  return useCallback(
    (id: Id | MessageId, values?: Values) => intl.formatMessage({ id }, values) as string,
    [intl],
  );
}
