import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * What it wraps, rendered right after the first paint of the page rather than with it, in a transition React
 * renders in small slices: a page's secondary content (the dashboard's side cards) neither delays its largest
 * content nor blocks the main thread for long (docs/performance.md: Lighthouse's total blocking time). Until then,
 * nothing: put it where its arrival moves nothing else.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
