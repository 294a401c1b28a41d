import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ModeratedItemType } from '@creators/contracts';
import { useSession } from '../auth/useSession';
import { serverMessage } from '../graphql/errors';
import { useRelogin } from '../ui/useRelogin';
import { useDomainT } from '../i18n/useDomainT';
import type { PageMessageId } from '../i18n/pageMessages';
import type { SharedDomainMessageId } from '../i18n/sharedDomainMessages';
import { useToast } from '../ui/toast/ToastProvider';
import type { ModerationMessageId } from './messages';

/** The moderation fields of a challenge, team, project, resource or comment (docs/product.md §14). */
export interface Hideable {
  id: string;
  hidden?: boolean | null;
  /** Only for the item's author(s) and staff. */
  hiddenReason?: string | null;
}

/**
 * docs/product.md §14: what the author of a hidden item (and staff) see on it: 'Hidden by the programme's staff:
 * <reason>'. Everyone else does not get the item at all. Nothing for an item that is not hidden.
 *
 * Staff also get 'Restore' on it: hiding closed the item's reports, so the staff page's queue no longer shows it,
 * and this is their way back. `title` names the item where several are side by side ('Restore <title>');
 * `describedBy` is the id of what tells a comment from its neighbours (its author and time).
 */
export function HiddenNotice({
  item,
  itemType,
  title,
  describedBy,
  compact = false,
}: {
  item: Hideable;
  itemType: ModeratedItemType;
  title?: string;
  describedBy?: string;
  compact?: boolean;
}) {
  const t = useDomainT<ModerationMessageId | PageMessageId | SharedDomainMessageId>();
  const { user } = useSession();
  if (!item.hidden) return null;
  const reason = item.hiddenReason?.trim();
  return (
    <Alert
      severity="warning"
      role="status"
      sx={compact ? { py: 0, mb: 1 } : undefined}
      action={
        user?.isStaff ? (
          <RestoreButton
            itemType={itemType}
            itemId={item.id}
            title={title}
            describedBy={describedBy}
            compact={compact}
          />
        ) : undefined
      }
    >
      {reason ? t('moderation.hidden', { reason }) : t('moderation.hiddenNoReason')}
    </Alert>
  );
}

/** Staff's 'Restore': the staff page's mutation (loaded on the first press), then a notice of how it went. */
function RestoreButton({
  itemType,
  itemId,
  title,
  describedBy,
  compact,
}: {
  itemType: ModeratedItemType;
  itemId: string;
  title?: string;
  describedBy?: string;
  compact: boolean;
}) {
  const t = useDomainT<ModerationMessageId | PageMessageId | SharedDomainMessageId>();
  const client = useApolloClient();
  const { toast } = useToast();
  const { handleUnauthorized } = useRelogin();
  const [restoring, setRestoring] = useState(false);

  const restore = async () => {
    setRestoring(true);
    try {
      // The staff mutation and src/moderation/operations load on the first press, never with the page. Loaded from here
      // rather than from app/pages (as the report dialog is): measured, that added twice the bytes to the entry.
      const { restoreItem } = await import('./restoreItem');
      await restoreItem(client, { itemType, itemId });
    } catch (error) {
      setRestoring(false);
      if (handleUnauthorized(error)) return;
      toast({
        variant: 'destructive',
        title: t('shared.error'),
        description: serverMessage(error) ?? t('page.actionFailed'),
      });
      return;
    }
    // The notice goes with the answer (the item is no longer hidden); the button with it.
    setRestoring(false);
    toast({ title: t('moderation.restored') });
  };

  return (
    <Button
      color="inherit"
      size="small"
      aria-label={title ? t('moderation.restoreNamed', { title }) : undefined}
      aria-describedby={describedBy}
      disabled={restoring}
      onClick={() => void restore()}
      sx={compact ? { py: 0 } : undefined}
    >
      {t('moderation.restore')}
    </Button>
  );
}
