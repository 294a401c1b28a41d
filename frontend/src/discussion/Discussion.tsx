import { WithMessages } from '../i18n/WithMessages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../auth/useSession';
import { LoadMore } from '../ui/LoadMore';
import { visuallyHidden } from '../ui/visuallyHidden';
import { CommentForm } from './CommentForm';
import { CommentThread } from './CommentItem';
import { discussionMessages, useDiscussionT } from './messages';
import { type DiscussionSubjectType, useDiscussion } from './useDiscussion';

/**
 * The discussion of a challenge or a project (docs/product.md §11.4), as a section of its page: the comments oldest
 * first with their replies, 20 at a time, and for a signed-in person the field to write one. Live like the page.
 */
export function Discussion(props: { subjectType: DiscussionSubjectType; subjectId: string }) {
  return (
    <WithMessages messages={discussionMessages}>
      <DiscussionSection {...props} />
    </WithMessages>
  );
}

function DiscussionSection({
  subjectType,
  subjectId,
}: {
  subjectType: DiscussionSubjectType;
  subjectId: string;
}) {
  const t = useDiscussionT();
  const { user } = useSession();
  const discussion = useDiscussion(subjectType, subjectId);
  const { threads, count, error, paging, retry } = discussion;
  const headingId = `discussion-${subjectId}`;

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {count === null ? t('discussion.title') : t('discussion.titleWithCount', { count })}
        </Typography>

        {!threads && !error && <DiscussionSkeleton />}
        {!threads && error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                {t('shared.retry')}
              </Button>
            }
          >
            {t('discussion.loadFailed')}
          </Alert>
        ) : null}
        {threads && threads.length === 0 && (
          <Typography color="text.secondary">{t('discussion.empty')}</Typography>
        )}
        {threads && threads.length > 0 && (
          <>
            <Stack
              component="ul"
              aria-label={t('discussion.list')}
              spacing={3}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {threads.map((thread) => (
                <CommentThread
                  key={thread.id}
                  thread={thread}
                  canWrite={Boolean(user)}
                  actions={discussion}
                />
              ))}
            </Stack>
            <LoadMore hasMore={paging.hasMore} loading={paging.loadingMore} onLoadMore={paging.loadMore} />
          </>
        )}

        {user && threads && (
          <Box sx={{ mt: 3 }}>
            <CommentForm
              label={t('discussion.write')}
              submitLabel={t('discussion.post')}
              onSubmit={(body) => discussion.post(body)}
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** While the first page loads (product.md §9: skeletons). */
function DiscussionSkeleton() {
  const t = useDiscussionT();
  return (
    <Box aria-busy="true" data-testid="discussion-skeleton">
      <Box component="span" sx={visuallyHidden}>
        {t('discussion.loading')}
      </Box>
      <Stack spacing={2} aria-hidden>
        {[0, 1, 2].map((row) => (
          <Box key={row}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Skeleton variant="circular" width={28} height={28} />
              <Skeleton variant="text" width="30%" />
            </Stack>
            <Skeleton variant="text" width="90%" />
            <Skeleton variant="text" width="60%" />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
