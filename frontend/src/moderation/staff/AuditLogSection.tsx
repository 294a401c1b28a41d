import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REPORT_ITEM_TYPES, type ReportItemType } from '@creators/contracts';
import { LIST_PAGE_SIZE, useLoadMore } from '../../graphql/paging';
import { PersonLink } from '../../ui/entityPage';
import { challengePath, EntityLink, personPath, projectPath, teamPath } from '../../ui/links';
import { LoadErrorPanel } from '../../ui/listPage';
import { LoadMore } from '../../ui/LoadMore';
import { programmeManagePath } from '../../graphql/programmes';
import { MODERATION_LOG_QUERY, type ModerationLogEntry } from '../graphql';
import { actionId, itemTypeId, useStaffT } from '../staffMessages';

const PAGES: Partial<Record<ReportItemType, (id: string) => string>> = {
  challenge: challengePath,
  team: teamPath,
  project: projectPath,
  person: personPath,
};

const isItemType = (value: string | null): value is ReportItemType =>
  value !== null && (REPORT_ITEM_TYPES as readonly string[]).includes(value);

/** An organiser's action names its programme in its details (docs/product.md §16.6). */
function programmeName(details: string): string | null {
  try {
    const parsed: unknown = JSON.parse(details);
    const name = (parsed as { programme?: unknown } | null)?.programme;
    return typeof name === 'string' ? name : null;
  } catch {
    return null;
  }
}

/** 'Audit log' (docs/product.md §14): what staff did, newest first, a page at a time; read-only. */
export function AuditLogSection() {
  const t = useStaffT();
  const log = useQuery(MODERATION_LOG_QUERY, { variables: { first: LIST_PAGE_SIZE }, errorPolicy: 'none' });
  const page = log.data?.moderationLog;
  const paging = useLoadMore(page, log.fetchMore);

  if (!page && log.error) return <LoadErrorPanel onRetry={() => void log.refetch().catch(() => undefined)} />;
  if (!page)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('page.loading')}
      </Typography>
    );
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('staff.log.hint')}
      </Typography>
      {page.nodes.length === 0 ? (
        <Typography>{t('staff.log.empty')}</Typography>
      ) : (
        <Stack
          component="ol"
          aria-label={t('staff.log.list')}
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {page.nodes.map((entry) => (
            <LogEntry key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
      <LoadMore hasMore={paging.hasMore} loading={paging.loadingMore} onLoadMore={paging.loadMore} />
    </>
  );
}

function LogEntry({ entry }: { entry: ModerationLogEntry }) {
  const t = useStaffT();
  const intl = useIntl();
  const label = actionId(entry.action);
  const itemType = isItemType(entry.itemType) ? entry.itemType : null;
  const page = itemType && entry.itemId ? PAGES[itemType]?.(entry.itemId) : undefined;
  const programme = entry.itemType === 'programme' && entry.itemId ? programmeName(entry.details) : null;
  return (
    <Box component="li" sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {label ? t(label) : entry.action}
        </Typography>
        {itemType &&
          (page ? (
            <EntityLink to={page} inText>
              {t(itemTypeId(itemType))}
            </EntityLink>
          ) : (
            <Chip size="small" variant="outlined" label={t(itemTypeId(itemType))} />
          ))}
        {programme && (
          <EntityLink to={programmeManagePath(entry.itemId!)} inText>
            {programme}
          </EntityLink>
        )}
        <Typography component="span" variant="body2" color="text.secondary">
          <time dateTime={entry.createdAt}>
            {intl.formatDate(new Date(entry.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </Typography>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        {entry.actor && (
          <Typography
            component="span"
            variant="body2"
            sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}
          >
            {t('staff.log.by')} <PersonLink person={entry.actor} />
          </Typography>
        )}
        {entry.subject && (
          <Typography
            component="span"
            variant="body2"
            sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}
          >
            {t('staff.log.concerns')} <PersonLink person={entry.subject} />
          </Typography>
        )}
      </Stack>
      {entry.reason && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
          {t('staff.history.reason', { reason: entry.reason })}
        </Typography>
      )}
    </Box>
  );
}
