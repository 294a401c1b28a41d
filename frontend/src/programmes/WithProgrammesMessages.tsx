import { Suspense, type ReactNode } from 'react';
import { WithLazyMessages } from '../i18n/WithMessages';
import { programmesMessages } from './messages';

/**
 * What it wraps with the programmes' texts; it shows once they are there (`fallback` until then, nothing by
 * default: a section of a page that is already shown).
 */
export function WithProgrammesMessages({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <WithLazyMessages messages={programmesMessages} wait>
        {children}
      </WithLazyMessages>
    </Suspense>
  );
}
