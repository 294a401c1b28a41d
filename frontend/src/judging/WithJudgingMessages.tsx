import { Suspense, type ReactNode } from 'react';
import { WithLazyMessages } from '../i18n/WithMessages';
import { judgingMessages } from './messages';

/**
 * What it wraps with judging's texts; it shows once they are there (`fallback` until then, nothing by default: a
 * section of a page that is already shown).
 */
export function WithJudgingMessages({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <WithLazyMessages messages={judgingMessages} wait>
        {children}
      </WithLazyMessages>
    </Suspense>
  );
}
