import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Link, { type LinkProps } from '@mui/material/Link';

/** The addresses of the pages of one challenge, team, project and person (docs/product.md §2). */
export const challengePath = (id: string) => `/challenges/${encodeURIComponent(id)}`;
export const teamPath = (id: string) => `/teams/${encodeURIComponent(id)}`;
export const projectPath = (id: string) => `/projects/${encodeURIComponent(id)}`;
export const personPath = (id: string) => `/people/${encodeURIComponent(id)}`;

/**
 * A real link (in-app navigation, so back, reload and a pasted address work) around a name that shows a challenge,
 * team, project or person; its accessible name is the visible name. Standing alone (a card title) it takes the
 * colour of its text and is underlined on hover and focus; `inText`, amid other words ('Challenge: {title}'), it
 * is always underlined and coloured so that it can be told from them (WCAG 1.4.1).
 */
export function EntityLink({
  to,
  children,
  inText = false,
  sx,
}: {
  to: string;
  children: ReactNode;
  inText?: boolean;
  sx?: LinkProps['sx'];
}) {
  return (
    <Link
      component={RouterLink}
      to={to}
      color={inText ? 'primary' : 'inherit'}
      underline={inText ? 'always' : 'hover'}
      sx={[{ '&:focus-visible': { textDecoration: 'underline' } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Link>
  );
}
