import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NotFoundPage } from './NotFoundPage';
import { errorCode } from '../graphql/writeFailures';
import { formatDay } from './domainLabels';
import { personName, type Person } from './people';
import { keepFocusInPage } from './mainContent';
import { visuallyHidden } from './visuallyHidden';

/** While a page's one query gives no answer yet (product.md §9: skeletons, as on the list pages). */
export function PageSkeleton() {
  const intl = useIntl();
  return (
    <Box aria-busy="true" data-testid="page-skeleton">
      <Box component="span" sx={visuallyHidden}>
        {intl.formatMessage({ id: 'page.loading' })}
      </Box>
      <Box aria-hidden>
        <Skeleton variant="text" width="50%" height={48} />
        <Skeleton variant="text" width="30%" />
        <Skeleton variant="rounded" height={160} sx={{ mt: 3 }} />
        <Skeleton variant="rounded" height={120} sx={{ mt: 3 }} />
      </Box>
    </Box>
  );
}

/** A page that could not be read: say so and offer to try again. */
export function PageLoadError({ onRetry }: { onRetry(): void }) {
  const intl = useIntl();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {intl.formatMessage({ id: 'shared.retry' })}
        </Button>
      }
    >
      {intl.formatMessage({ id: 'page.loadFailed' })}
    </Alert>
  );
}

/**
 * The states of a page read with one query: the skeleton until the first answer, the error with 'Try again' when
 * it failed, the not-found page when the server answered null (an unknown or hidden id), else the page.
 */
export function EntityPageStates<T>({
  entity,
  loading,
  error,
  onRetry,
  children,
}: {
  /** undefined until answered; null when the server has no such thing. */
  entity: T | null | undefined;
  loading: boolean;
  error: unknown;
  onRetry(): void;
  children(entity: T): ReactNode;
}) {
  if (entity) return <>{children(entity)}</>;
  if (entity === undefined && loading) return <PageSkeleton />;
  // An unknown or hidden id is answered null (or NOT_FOUND by a service that says so): the not-found page.
  if (entity === null || errorCode(error) === 'NOT_FOUND') return <NotFoundPage inLayout />;
  if (error) return <PageLoadError onRetry={onRetry} />;
  return <PageSkeleton />;
}

/** 'Published <date>', and 'edited <date and time>' once changed after creation (docs/product.md: owners). */
export function PublishedLine({ createdAt, editedAt }: { createdAt: string; editedAt: string | null }) {
  const intl = useIntl();
  const edited = editedAt ? new Date(editedAt) : null;
  return (
    <Typography variant="body2" color="text.secondary">
      <time dateTime={createdAt}>
        {intl.formatMessage({ id: 'page.published' }, { date: formatDay(intl, createdAt) })}
      </time>
      {edited && !Number.isNaN(edited.getTime()) && (
        <>
          {' · '}
          <time dateTime={editedAt!}>
            {intl.formatMessage(
              { id: 'page.edited' },
              { date: intl.formatDate(edited, { dateStyle: 'medium', timeStyle: 'short' }) },
            )}
          </time>
        </>
      )}
    </Typography>
  );
}

/** A person's avatar and name, linking to their page (docs/product.md: every name and avatar leads there). */
export function PersonLink({ person, label }: { person: Person; label?: string }) {
  const name = personName(person);
  return (
    <Link
      component={RouterLink}
      to={`/people/${person.id}`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
    >
      {/* The theme's primary colour behind the initials: MUI's default grey fails the contrast check. */}
      <Avatar
        src={person.profileImageUrl ?? undefined}
        alt=""
        sx={{ width: 28, height: 28, fontSize: 14, bgcolor: 'primary.main' }}
      >
        {person.firstName.charAt(0)}
        {person.lastName.charAt(0)}
      </Avatar>
      {label ?? name}
    </Link>
  );
}

/** A titled section of a page, named by its heading. */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A list of links (teams, projects, challenges) or the 'none yet' line. */
export function LinkList({
  label,
  items,
  empty,
}: {
  label: string;
  items: ReadonlyArray<{ id: string; to: string; text: string; detail?: ReactNode }>;
  empty: string;
}) {
  if (items.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  return (
    <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Box component="li" key={item.id}>
          <Link component={RouterLink} to={item.to}>
            {item.text}
          </Link>
          {item.detail && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {item.detail}
            </Typography>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** Asks before an action that cannot simply be taken back (leave, remove, hand over, archive). */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm(): Promise<unknown> | void;
  onClose(): void;
}) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="confirm-title"
      aria-describedby="confirm-text"
      slotProps={{ transition: { onExited: keepFocusInPage } }}
    >
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage({ id: 'shared.cancel' })}</Button>
        <Button onClick={() => void confirm()} variant="contained" color="error" disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
