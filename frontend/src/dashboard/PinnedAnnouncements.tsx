import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DISMISS_ANNOUNCEMENT_MUTATION,
  PINNED_ANNOUNCEMENTS_QUERY,
  type PinnedAnnouncement,
} from '../graphql/dashboardProgramme';
import { WithMessages } from '../i18n/WithMessages';
import { formatDay } from '../ui/domainLabels';
import { useToast } from '../ui/toast/ToastProvider';
import { visuallyHidden } from '../ui/visuallyHidden';
import {
  programmeDashboardMessages,
  useProgrammeDashboardT,
  useRefetchOnNotification,
} from './dashboardParts';

/** The live notification of a new announcement to the person's programme. */
const ANNOUNCEMENT_NEWS = ['programme.announcement'] as const;

/**
 * The announcements of the person's programmes pinned on their dashboard (docs/product.md §16), newest first, each
 * a card with its title, its text (plain text: never rendered as markup), its date and 'Dismiss', which takes it
 * off at once. A new one appears without a reload (its notification arrives over the socket). Nothing without any.
 */
export function PinnedAnnouncements() {
  return (
    <WithMessages messages={programmeDashboardMessages}>
      <Announcements />
    </WithMessages>
  );
}

function Announcements() {
  const t = useProgrammeDashboardT();
  const query = useQuery(PINNED_ANNOUNCEMENTS_QUERY, { errorPolicy: 'all' });
  useRefetchOnNotification(ANNOUNCEMENT_NEWS, () => query.refetch());
  // Dismissed here: gone at once, before the server's answer (back if it fails).
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const announcements = (query.data?.pinnedAnnouncements ?? [])
    .filter((announcement) => !dismissed.has(announcement.id))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  if (announcements.length === 0) return null;
  const toggle = (id: string, gone: boolean) =>
    setDismissed((current) => {
      const next = new Set(current);
      if (gone) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <Stack component="section" aria-labelledby="announcements-title" spacing={2}>
      <Typography id="announcements-title" variant="h3" component="h2" sx={visuallyHidden}>
        {t('announcements.title')}
      </Typography>
      {announcements.map((announcement) => (
        <AnnouncementCard
          key={announcement.id}
          announcement={announcement}
          onDismissed={(gone) => toggle(announcement.id, gone)}
        />
      ))}
    </Stack>
  );
}

function AnnouncementCard({
  announcement,
  onDismissed,
}: {
  announcement: PinnedAnnouncement;
  onDismissed(gone: boolean): void;
}) {
  const t = useProgrammeDashboardT();
  const intl = useIntl();
  const { toast } = useToast();
  const [dismiss] = useMutation(DISMISS_ANNOUNCEMENT_MUTATION, {
    variables: { id: announcement.id },
    // Off the cached list too: the dashboard's next visit does not show it again before the server's answer.
    update(cache) {
      cache.updateQuery({ query: PINNED_ANNOUNCEMENTS_QUERY }, (data) =>
        data
          ? { pinnedAnnouncements: data.pinnedAnnouncements.filter((a) => a.id !== announcement.id) }
          : data,
      );
    },
  });
  const titleId = `announcement-${announcement.id}`;
  const onDismiss = () => {
    onDismissed(true);
    // Not taken off (the service down, the session ended): it is back, and the person is told.
    dismiss().catch(() => {
      onDismissed(false);
      toast({ variant: 'destructive', title: t('announcements.dismissFailed') });
    });
  };
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ borderLeft: 4, borderColor: 'primary.main' }}>
      <CardContent>
        <Typography id={titleId} variant="h3" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {announcement.title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          <time dateTime={announcement.createdAt}>{formatDay(intl, announcement.createdAt)}</time>
        </Typography>
        {/* Plain text as written: React sets it as text, so markup in it shows as typed. */}
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {announcement.body}
        </Typography>
        <Button
          size="small"
          onClick={onDismiss}
          aria-label={t('announcements.dismiss.label', { title: announcement.title })}
          sx={{ mt: 1, ml: -1 }}
        >
          {t('announcements.dismiss')}
        </Button>
      </CardContent>
    </Card>
  );
}
