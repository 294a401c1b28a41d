import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import FlagIcon from '@mui/icons-material/OutlinedFlag';
import type { ReportItemType } from '@creators/contracts';
import { useSession } from '../auth/useSession';
import { ReportDialog as LazyReportDialog } from './LazyReportDialog';
import { reportThisId, useModerationT } from './messages';

/**
 * 'Report' (docs/product.md §14): a small text button on a challenge, team, project, person, resource card or
 * comment that opens 'Report this <item>'. Not shown when signed out, nor on the person's own items (`own`, or
 * their id among `authorIds`, or their own person page). The dialog's code loads on the first press.
 */
export function ReportButton({
  itemType,
  itemId,
  own = false,
  authorIds = [],
  title,
  describedBy,
}: {
  itemType: ReportItemType;
  itemId: string;
  own?: boolean;
  authorIds?: ReadonlyArray<string | null | undefined>;
  /** Names the item where several are side by side (cards): 'Report <title>' rather than 'Report this <item>'. */
  title?: string;
  /** The id of what tells this item from its neighbours (a comment's author and time). */
  describedBy?: string;
}) {
  const t = useModerationT();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!user || own || authorIds.includes(user.id) || (itemType === 'person' && itemId === user.id))
    return null;

  return (
    <>
      <Button
        size="small"
        startIcon={<FlagIcon />}
        aria-label={title ? t('moderation.reportNamed', { title }) : t(reportThisId(itemType))}
        aria-describedby={describedBy}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        sx={{ color: 'text.secondary' }}
      >
        {t('moderation.report')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LazyReportDialog open={open} onClose={() => setOpen(false)} target={{ itemType, itemId }} />
        </Suspense>
      )}
    </>
  );
}
