import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../auth/useSession';
import type { DiscussionComment, DiscussionThread } from '../graphql/discussion';
import { HiddenNotice } from '../moderation/HiddenNotice';
import { ReportButton } from '../moderation/ReportButton';
import { ConfirmDialog } from '../ui/entityPage';
import { personName } from '../ui/people';
import { EntityLink, personPath } from '../ui/links';
import { CommentForm } from './CommentForm';
import { useDiscussionT } from './messages';
import type { DiscussionState } from './useDiscussion';

type Actions = Pick<DiscussionState, 'post' | 'edit' | 'remove'>;

/**
 * A top-level comment with its replies indented one level under it (docs/product.md §11.4). A signed-in person
 * may reply to it (`canWrite`).
 */
export function CommentThread({
  thread,
  canWrite,
  actions,
}: {
  thread: DiscussionThread;
  canWrite: boolean;
  actions: Actions;
}) {
  const t = useDiscussionT();
  const [replying, setReplying] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const closeReply = () => {
    setReplying(false);
    replyButton.current?.focus();
  };
  const name = authorName(t, thread);

  return (
    <Box component="li">
      <CommentItem
        comment={thread}
        actions={actions}
        replyButton={
          canWrite && !thread.deleted ? (
            <Button
              ref={replyButton}
              size="small"
              aria-expanded={replying}
              onClick={() => setReplying((open) => !open)}
            >
              {t('discussion.reply')}
            </Button>
          ) : null
        }
      />
      {(thread.replies.length > 0 || replying) && (
        <Box sx={{ pl: { xs: 2, sm: 4 }, ml: { xs: 1, sm: 2 }, borderLeft: 2, borderColor: 'divider' }}>
          {thread.replies.length > 0 && (
            <Stack
              component="ul"
              aria-label={t('discussion.replies', { name })}
              spacing={2}
              sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}
            >
              {thread.replies.map((reply) => (
                <Box component="li" key={reply.id}>
                  <CommentItem comment={reply} actions={actions} />
                </Box>
              ))}
            </Stack>
          )}
          {replying && (
            <Box sx={{ mt: 2 }}>
              <CommentForm
                label={t('discussion.writeReply')}
                submitLabel={t('discussion.postReply')}
                focus
                onSubmit={(body) => actions.post(body, thread.id)}
                onCancel={closeReply}
                onDone={closeReply}
              />
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}

type DiscussionT = ReturnType<typeof useDiscussionT>;

const authorName = (t: DiscussionT, comment: DiscussionComment) =>
  comment.author ? personName(comment.author) : t('discussion.unknownAuthor');

/**
 * One comment: its author (linked to their page), when it was written and whether it was edited, its text as plain
 * text (never as HTML), and its author's Edit and Delete. A deleted one (kept for its replies) says so.
 */
export function CommentItem({
  comment,
  actions,
  replyButton,
}: {
  comment: DiscussionComment;
  actions: Actions;
  replyButton?: ReactNode;
}) {
  const t = useDiscussionT();
  const intl = useIntl();
  const metaId = useId();
  const { user: viewer } = useSession();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Back on the Edit button once the form closes, so that the keyboard stays where it was.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (comment.deleted)
    return (
      <Box component="article" aria-label={t('discussion.deleted')} sx={{ py: 0.5 }}>
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {t('discussion.deleted')}
        </Typography>
      </Box>
    );

  const name = authorName(t, comment);
  const formatTime = (value: string) =>
    intl.formatDate(new Date(value), { dateStyle: 'medium', timeStyle: 'short' });
  const canEdit = comment.canEdit && !editing;
  // docs/product.md §14: anyone signed in may report someone else's comment.
  const reportable = viewer !== null && comment.authorId !== viewer.id && !comment.canEdit;

  return (
    <Box component="article" aria-label={t('discussion.commentBy', { name })}>
      <Stack
        id={metaId}
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        useFlexGap
      >
        <Avatar
          src={comment.author?.profileImageUrl ?? undefined}
          alt=""
          aria-hidden
          sx={{ width: 28, height: 28, fontSize: 14 }}
        >
          {name.charAt(0)}
        </Avatar>
        {comment.author ? (
          <EntityLink to={personPath(comment.author.id)} sx={{ fontWeight: 600 }}>
            {name}
          </EntityLink>
        ) : (
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
        )}
        <Typography component="span" variant="body2" color="text.secondary">
          <time dateTime={comment.createdAt}>{formatTime(comment.createdAt)}</time>
          {comment.editedAt && (
            <>
              {' · '}
              <time
                dateTime={comment.editedAt}
                title={t('discussion.editedAt', { date: formatTime(comment.editedAt) })}
              >
                {t('discussion.edited')}
              </time>
            </>
          )}
        </Typography>
      </Stack>

      <HiddenNotice item={comment} itemType="comment" describedBy={metaId} compact />
      {editing ? (
        <Box sx={{ mt: 1 }}>
          <CommentForm
            label={t('discussion.editComment')}
            submitLabel={t('discussion.save')}
            initial={comment.body}
            focus
            onSubmit={(body) => actions.edit(comment.id, body)}
            onCancel={() => setEditing(false)}
            onDone={() => setEditing(false)}
          />
        </Box>
      ) : (
        // Plain text as written: React sets it as text, so markup in it stays visible as typed.
        <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.body}
        </Typography>
      )}

      {(replyButton || canEdit || comment.canDelete || reportable) && (
        <Stack direction="row" spacing={1} sx={{ mt: 0.5, ml: -1 }}>
          {replyButton}
          {canEdit && (
            <Button ref={editButton} size="small" aria-describedby={metaId} onClick={() => setEditing(true)}>
              {t('discussion.edit')}
            </Button>
          )}
          {comment.canDelete && (
            <Button size="small" color="error" aria-describedby={metaId} onClick={() => setConfirming(true)}>
              {t('discussion.delete')}
            </Button>
          )}
          {reportable && (
            <ReportButton
              itemType="comment"
              itemId={comment.id}
              authorIds={[comment.authorId]}
              describedBy={metaId}
            />
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('discussion.delete.title')}
        text={t('discussion.delete.confirm')}
        confirmLabel={t('discussion.delete')}
        onConfirm={() => actions.remove(comment.id)}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
