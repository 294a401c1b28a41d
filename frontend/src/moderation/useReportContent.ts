import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ReportInput } from '@creators/contracts';
import { serverMessage } from '../graphql/errors';
import { errorCode } from '../graphql/writeFailures';
import { refusalText } from '../ui/editFailures';
import { REPORT_CONTENT_MUTATION } from './graphql';

/**
 * Sends a report (docs/product.md §14): any signed-in person, one open report per person and item. Rejects with the
 * server's error (CONFLICT for a second open report of the same item).
 */
export function useReportContent() {
  const [reportContent] = useMutation(REPORT_CONTENT_MUTATION);
  return useCallback(
    ({ itemType, itemId, reason, note }: ReportInput) =>
      reportContent({ variables: { input: { itemType, itemId, reason, ...(note ? { note } : {}) } } }),
    [reportContent],
  );
}

/**
 * Why a report was refused, in the server's words: already reported (409), yourself, gone, or a field it names;
 * null for any other failure (the dialog's general message applies).
 */
export function reportFailureText(error: unknown): string | null {
  return (
    refusalText(error) ?? (errorCode(error) === 'BAD_USER_INPUT' ? (serverMessage(error) ?? null) : null)
  );
}
