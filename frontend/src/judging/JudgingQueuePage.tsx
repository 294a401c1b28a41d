import { useQuery } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageLoadError, PageSkeleton } from '../ui/entityPage';
import { PageHeader } from '../ui/PageHeader';
import { MY_JUDGING_QUEUE_QUERY } from './graphql';
import { useJudgingT } from './messages';
import { QueueItemCard } from './QueueItemCard';
import { WithJudgingMessages } from './WithJudgingMessages';

/** /judging (docs/product.md §17.1): the projects assigned to the signed-in judge, oldest first, each to score. */
export function JudgingQueuePage() {
  return (
    <WithJudgingMessages fallback={<PageSkeleton />}>
      <JudgingQueue />
    </WithJudgingMessages>
  );
}

function JudgingQueue() {
  const t = useJudgingT();
  const query = useQuery(MY_JUDGING_QUEUE_QUERY, { errorPolicy: 'none' });
  const items = query.data?.myJudgingQueue;
  let content;
  if (!items && query.error)
    content = <PageLoadError onRetry={() => void query.refetch().catch(() => undefined)} />;
  else if (!items) content = <PageSkeleton />;
  else if (items.length === 0)
    content = <Typography color="text.secondary">{t('judging.queue.empty')}</Typography>;
  else
    content = (
      <Stack
        component="ul"
        aria-label={t('judging.queue.list')}
        spacing={3}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {items.map((item) => (
          <li key={`${item.programmeId}:${item.projectId}`}>
            <QueueItemCard item={item} />
          </li>
        ))}
      </Stack>
    );
  return (
    <>
      <PageHeader title={t('judging.queue.title')} subtitle={t('judging.queue.subtitle')} />
      {content}
    </>
  );
}
