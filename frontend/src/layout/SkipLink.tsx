import type { MouseEvent } from 'react';
import Link from '@mui/material/Link';
import { useT } from '../i18n/useT';
import { focusMainContent, MAIN_CONTENT_ID } from '../ui/mainContent';

/**
 * 'Skip to main content': the first focusable element of every page, out of sight until it has focus. It moves focus
 * to the main landmark itself, so that the next Tab continues there (a bare #fragment would also change the URL).
 */
export function SkipLink() {
  const t = useT();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    if (focusMainContent()) event.preventDefault();
  };
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: '3px solid', outlineColor: 'primary.main' },
      }}
    >
      {t('nav.skipToContent')}
    </Link>
  );
}
