import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REPORT_REASONS, type ReportReason } from '@creators/contracts';
import { useSession } from '../../auth/useSession';
import { LIST_PAGE_SIZE, useLoadMore } from '../../graphql/paging';
import { PersonLink } from '../../ui/entityPage';
import { EntityLink } from '../../ui/links';
import { LoadErrorPanel } from '../../ui/listPage';
import { LoadMore } from '../../ui/LoadMore';
import { personName } from '../../ui/people';
import { visuallyHidden } from '../../ui/visuallyHidden';
import {
  LIFT_SUSPENSION_MUTATION,
  MODERATION_QUEUE_QUERY,
  SET_ITEM_HIDDEN_MUTATION,
  type ReportedItem,
  type StaffPerson,
} from '../graphql';
import { hiddenVariables } from '../hiddenVariables';
import { reasonId } from '../reportMessages';
import { actionId, itemTypeId, useStaffT } from '../staffMessages';
import { isModerated, isSuspended, summarize, type ItemSummary } from './reportedItem';
import { DismissDialog, HideDialog, SuspendDialog, type StaffPersonRef } from './StaffDialogs';
import { useStaffAction } from './useStaffAction';

type StaffT = ReturnType<typeof useStaffT>;

/** 'Reports' (docs/product.md §14): the open reports, newest first, one group per reported item. */
export function ReportsSection() {
  const t = useStaffT();
  const queue = useQuery(MODERATION_QUEUE_QUERY, {
    variables: { first: LIST_PAGE_SIZE },
    errorPolicy: 'none',
  });
  const page = queue.data?.moderationQueue;
  const paging = useLoadMore(page, queue.fetchMore);

  if (!page && queue.error)
    return <LoadErrorPanel onRetry={() => void queue.refetch().catch(() => undefined)} />;
  if (!page)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('page.loading')}
      </Typography>
    );
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('staff.reports.hint')}
      </Typography>
      {page.nodes.length === 0 ? (
        <Typography>{t('staff.reports.empty')}</Typography>
      ) : (
        <Stack
          component="ul"
          aria-label={t('staff.reports.list')}
          spacing={2}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {page.nodes.map((group) => (
            <li key={`${group.itemType}:${group.itemId}`}>
              <ReportGroup group={group} />
            </li>
          ))}
        </Stack>
      )}
      <LoadMore hasMore={paging.hasMore} loading={paging.loadingMore} onLoadMore={paging.loadMore} />
    </>
  );
}

function itemTitle(t: StaffT, item: ItemSummary): string {
  if (item.title) return item.title;
  return item.deleted ? t('staff.item.deletedComment') : t('staff.item.gone');
}

/** A dialog open on the group: hide, dismiss or suspend. */
type Dialog = { kind: 'hide' } | { kind: 'dismiss' } | { kind: 'suspend'; person: StaffPersonRef } | null;

/** One reported item: what it is, whom it concerns and their history, each report, and what staff can do. */
function ReportGroup({ group }: { group: ReportedItem }) {
  const t = useStaffT();
  const intl = useIntl();
  const headingId = useId();
  const { user: viewer } = useSession();
  const run = useStaffAction();
  const [setHidden, hiding] = useMutation(SET_ITEM_HIDDEN_MUTATION);
  const [liftSuspension, lifting] = useMutation(LIFT_SUSPENSION_MUTATION);
  const [dialog, setDialog] = useState<Dialog>(null);
  const item = summarize(group);
  const title = itemTitle(t, item);
  const exists = item.title !== null || item.deleted;
  const author = item.author;
  const authorName = author ? personName(author) : null;
  const forItem = (action: string) => t('staff.action.forItem', { action, title });
  const moderated = isModerated(group.itemType) ? group.itemType : null;

  return (
    <Card component="article" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Chip size="small" label={t(itemTypeId(item.itemType))} />
          {item.hidden && <Chip size="small" color="warning" label={t('staff.item.hidden')} />}
          <Typography variant="body2" color="text.secondary">
            {t('staff.reports.summary', {
              count: group.reportCount,
              date: intl.formatDate(new Date(group.latestAt), { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </Typography>
        </Stack>
        <Typography id={headingId} variant="h3" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
          {item.to && item.title ? (
            <EntityLink to={item.to} inText>
              {title}
            </EntityLink>
          ) : item.href && item.title ? (
            <Link href={item.href} target="_blank" rel="noopener noreferrer">
              {title}
              <Box component="span" sx={visuallyHidden}>
                {' '}
                {t('shared.opensInNewTab')}
              </Box>
            </Link>
          ) : (
            title
          )}
        </Typography>
        {item.hidden && item.hiddenReason && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('moderation.hidden', { reason: item.hiddenReason })}
          </Typography>
        )}

        {author && <AuthorHistory author={author} isPerson={group.itemType === 'person'} />}

        <Divider sx={{ my: 2 }} />
        <Stack
          component="ul"
          aria-label={t('staff.reports.ofItem', { title })}
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {group.reports.map((report) => (
            <li key={report.id}>
              <Typography variant="body2">
                {t('staff.reports.line', {
                  name: report.reporter ? personName(report.reporter) : t('staff.reports.someone'),
                  reason: reasonLabel(t, report.reason),
                  date: intl.formatDate(new Date(report.createdAt), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }),
                })}
              </Typography>
              {report.note && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {t('staff.reports.note', { note: report.note })}
                </Typography>
              )}
            </li>
          ))}
        </Stack>

        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }} useFlexGap>
          {moderated && exists && !item.hidden && (
            <Button
              variant="contained"
              color="warning"
              aria-label={forItem(t('staff.action.hide'))}
              onClick={() => setDialog({ kind: 'hide' })}
            >
              {t('staff.action.hide')}
            </Button>
          )}
          {moderated && exists && item.hidden && (
            <Button
              variant="outlined"
              aria-label={forItem(t('staff.action.restore'))}
              disabled={hiding.loading}
              onClick={() =>
                void run(
                  () =>
                    setHidden({
                      variables: hiddenVariables({ itemType: moderated, itemId: group.itemId }, false),
                    }),
                  t('staff.restore.done'),
                )
              }
            >
              {t('staff.action.restore')}
            </Button>
          )}
          <Button
            variant="outlined"
            aria-label={forItem(t('staff.action.dismiss'))}
            onClick={() => setDialog({ kind: 'dismiss' })}
          >
            {t('staff.action.dismiss')}
          </Button>
          {author && authorName && author.id !== viewer?.id && !isSuspended(author) && (
            <Button
              variant="outlined"
              color="error"
              onClick={() => setDialog({ kind: 'suspend', person: { id: author.id, name: authorName } })}
            >
              {t('staff.action.suspend', { name: authorName })}
            </Button>
          )}
          {author && authorName && isSuspended(author) && (
            <Button
              variant="outlined"
              disabled={lifting.loading}
              onClick={() =>
                void run(
                  () => liftSuspension({ variables: { userId: author.id } }),
                  t('staff.lift.done', { name: authorName }),
                )
              }
            >
              {t('staff.action.lift', { name: authorName })}
            </Button>
          )}
        </Stack>
      </CardContent>
      {dialog?.kind === 'hide' && moderated && (
        <HideDialog
          item={{ itemType: moderated, itemId: group.itemId, title }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'dismiss' && (
        <DismissDialog
          item={{ itemType: group.itemType, itemId: group.itemId, title }}
          reportCount={group.reportCount}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'suspend' && <SuspendDialog person={dialog.person} onClose={() => setDialog(null)} />}
    </Card>
  );
}

function reasonLabel(t: StaffT, reason: string): string {
  return (REPORT_REASONS as readonly string[]).includes(reason)
    ? t(reasonId(reason as ReportReason))
    : reason;
}

/** The item's author (a reported person themself) and what staff did about them before. */
function AuthorHistory({ author, isPerson }: { author: StaffPerson; isPerson: boolean }) {
  const t = useStaffT();
  const intl = useIntl();
  const name = personName(author);
  const history = author.moderationHistory;
  const day = (iso: string) => intl.formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Box sx={{ mt: 1.5 }}>
      {!isPerson && (
        <Typography
          component="div"
          variant="body2"
          sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}
        >
          {t('staff.author')} <PersonLink person={author} />
        </Typography>
      )}
      {history && (
        <Box
          component="section"
          aria-label={t('staff.history', { name })}
          sx={{ mt: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}
        >
          <Typography variant="body2">
            {[
              t('staff.history.hidden', { count: history.hiddenCount }),
              t('staff.history.suspensions', { count: history.suspensionCount }),
              t('staff.history.reports', { count: history.reportCount }),
            ].join(' · ')}
          </Typography>
          {(history.suspendedForGood || (history.suspendedUntil && isSuspended(author))) && (
            <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
              {history.suspendedForGood
                ? t('staff.history.suspendedForGood')
                : t('staff.history.suspendedUntil', { date: day(history.suspendedUntil!) })}
              {history.suspensionReason &&
                ` · ${t('staff.history.reason', { reason: history.suspensionReason })}`}
            </Typography>
          )}
          {history.recent.length > 0 && (
            <Box
              component="ul"
              aria-label={t('staff.history.recent', { name })}
              sx={{ m: 0, mt: 0.5, pl: 2.5 }}
            >
              {history.recent.map((action) => {
                const label = actionId(action.action);
                return (
                  <li key={action.id}>
                    <Typography variant="body2" color="text.secondary">
                      {[
                        label ? t(label) : action.action,
                        day(action.createdAt),
                        action.reason && t('staff.history.reason', { reason: action.reason }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  </li>
                );
              })}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
