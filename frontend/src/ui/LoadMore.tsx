import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** How far below the viewport the next page is asked for, so that it is there when the person gets to it. */
const AHEAD = '600px 0px';

/**
 * The end of a paged list: asks for the next page when it scrolls into view (IntersectionObserver), and offers a
 * real 'Load more' button for keyboards, screen readers and browsers without the observer.
 */
export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore(): void;
}) {
  const intl = useIntl();
  const sentinel = useRef<HTMLDivElement>(null);

  // A new observer after each page: it reports at once whether the end is still in view (a short page).
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, onLoadMore]);

  if (!hasMore) return null;
  return (
    <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      {/* Not disabled while loading: a keyboard user's focus stays on it (a second click is ignored). */}
      <Button variant="outlined" onClick={onLoadMore} aria-busy={loading} aria-live="polite">
        {intl.formatMessage({ id: loading ? 'shared.loadingMore' : 'shared.loadMore' })}
      </Button>
    </Box>
  );
}
