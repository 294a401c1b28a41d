import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { mentionedReaders, TEAM_CHAT_LIMITS, type ChatReader } from '@creators/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { serverMessage } from '../../graphql/errors';
import { errorCode } from '../../graphql/writeFailures';
import { ConfirmDialog } from '../../ui/entityPage';
import { personName } from '../../ui/people';
import { usePageAction } from '../../ui/usePageAction';
import { useToast } from '../../ui/toast/ToastProvider';
import { sendButtonSx } from '../../ui/sendButton';
import { ChatText } from './ChatText';
import { useTeamChatT } from './messages';
import {
  DELETE_TEAM_MESSAGE_MUTATION,
  EDIT_TEAM_MESSAGE_MUTATION,
  HIDE_TEAM_MESSAGE_MUTATION,
  MARK_TEAM_CHAT_READ_MUTATION,
  POST_TEAM_MESSAGE_MUTATION,
  TEAM_CHAT_LISTS,
  TEAM_MESSAGES_QUERY,
  type TeamChatMessage,
} from './teamChatGraphql';

/** Messages per page: the newest first, then "Load older messages". */
export const CHAT_PAGE_SIZE = 30;

/**
 * A team's chat (docs/product.md §11.6): its messages with the newest at the bottom, older ones on request, a
 * composer, edit and delete of one's own messages, Hide for staff. Live: the gateway's teamChat signal reads the
 * newest page again (NotificationsProvider); whenever the newest message changes, the chat counts as read.
 */
export function TeamChat({
  teamId,
  readers,
  viewer,
}: {
  teamId: string;
  /** The team's members and mentors with their names, to find @mentions. */
  readers: readonly ChatReader[];
  viewer: { id: string; isStaff: boolean };
}) {
  const t = useTeamChatT();
  const client = useApolloClient();
  const query = useQuery(TEAM_MESSAGES_QUERY, {
    variables: { teamId, first: CHAT_PAGE_SIZE },
    errorPolicy: 'all',
    fetchPolicy: 'cache-and-network',
  });
  const [older, setOlder] = useState<{ messages: TeamChatMessage[]; cursor: string | null; more: boolean }>();
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [markRead] = useMutation(MARK_TEAM_CHAT_READ_MUTATION);

  const newest = query.data?.teamMessages;
  const newestId = newest?.nodes[0]?.id ?? null;
  // Oldest first: the older pages, then the newest page (each newest first from the server).
  const byId = new Map<string, TeamChatMessage>();
  for (const message of [...(older?.messages ?? [])].reverse()) byId.set(message.id, message);
  for (const message of [...(newest?.nodes ?? [])].reverse()) byId.set(message.id, message);
  const messages = [...byId.values()].sort((a, b) =>
    a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt.localeCompare(b.createdAt),
  );
  const hasOlder = older ? older.more : Boolean(newest?.pageInfo.hasNextPage);

  // Reading the chat marks it read, again whenever a new message shows.
  useEffect(() => {
    if (!newest) return;
    void markRead({ variables: { teamId }, refetchQueries: ['MyTeamChatUnread'] }).catch(() => undefined);
  }, [markRead, teamId, newestId, newest]);

  // The newest message in view when it arrives (and on the first page).
  const logRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [newestId]);

  const loadOlder = async () => {
    const after = older ? older.cursor : (newest?.pageInfo.endCursor ?? null);
    if (!after) return;
    setLoadingOlder(true);
    try {
      const { data } = await client.query({
        query: TEAM_MESSAGES_QUERY,
        variables: { teamId, first: CHAT_PAGE_SIZE, after },
        fetchPolicy: 'network-only',
      });
      const page = data?.teamMessages;
      if (page)
        setOlder((current) => ({
          messages: [...(current?.messages ?? []), ...page.nodes],
          cursor: page.pageInfo.endCursor ?? null,
          more: page.pageInfo.hasNextPage,
        }));
    } catch {
      // The button stays: trying again is the way out.
    } finally {
      setLoadingOlder(false);
    }
  };

  if (query.error && !newest) {
    const code = errorCode(query.error);
    return (
      <Alert severity={code === 'FORBIDDEN' ? 'warning' : 'error'}>
        {code === 'FORBIDDEN'
          ? (serverMessage(query.error) ?? t('teamChat.forbidden'))
          : t('teamChat.loadFailed')}
      </Alert>
    );
  }

  return (
    <Stack spacing={2}>
      {hasOlder && (
        <Box>
          <Button variant="text" onClick={() => void loadOlder()} disabled={loadingOlder}>
            {loadingOlder ? t('teamChat.loadingOlder') : t('teamChat.loadOlder')}
          </Button>
        </Box>
      )}
      <Box
        ref={logRef}
        role="log"
        aria-label={t('teamChat.messages')}
        tabIndex={0}
        sx={{
          maxHeight: { xs: '55vh', md: '60vh' },
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          p: { xs: 1, sm: 2 },
          bgcolor: 'background.paper',
        }}
      >
        {newest && messages.length === 0 ? (
          <Typography color="text.secondary">{t('teamChat.empty')}</Typography>
        ) : (
          <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {messages.map((message) => (
              <ChatMessage key={message.id} message={message} teamId={teamId} viewer={viewer} />
            ))}
          </Stack>
        )}
      </Box>
      <Composer teamId={teamId} readers={readers} viewerId={viewer.id} />
    </Stack>
  );
}

function ChatMessage({
  message,
  teamId,
  viewer,
}: {
  message: TeamChatMessage;
  teamId: string;
  viewer: { id: string; isStaff: boolean };
}) {
  const t = useTeamChatT();
  const intl = useIntl();
  const run = usePageAction();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.body);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [hiding, setHiding] = useState(false);
  const [editMessage, edit] = useMutation(EDIT_TEAM_MESSAGE_MUTATION);
  const [deleteMessage] = useMutation(DELETE_TEAM_MESSAGE_MUTATION);
  const [setHidden] = useMutation(HIDE_TEAM_MESSAGE_MUTATION);
  const author = message.author ? personName(message.author) : t('teamChat.unknownAuthor');
  const own = message.authorId === viewer.id;
  const time = intl.formatDate(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await run(
      () => editMessage({ variables: { id: message.id, teamId, input: { body: draft } } }),
      { done: t('teamChat.save'), lists: TEAM_CHAT_LISTS },
    );
    if (ok) setEditing(false);
  };

  let body;
  if (message.deleted)
    body = (
      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {t('teamChat.deleted')}
      </Typography>
    );
  else if (message.hidden && !viewer.isStaff)
    body = (
      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {message.hiddenReason
          ? t('teamChat.hiddenReason', { reason: message.hiddenReason })
          : t('teamChat.hidden')}
      </Typography>
    );
  else if (editing)
    body = (
      <Box component="form" onSubmit={(event) => void save(event)} sx={{ mt: 0.5 }}>
        <TextField
          label={t('teamChat.editMessage')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          multiline
          maxRows={6}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { maxLength: TEAM_CHAT_LIMITS.bodyMax } }}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button type="submit" size="small" variant="contained" disabled={edit.loading || !draft.trim()}>
            {t('teamChat.save')}
          </Button>
          <Button size="small" onClick={() => setEditing(false)}>
            {t('teamChat.cancel')}
          </Button>
        </Stack>
      </Box>
    );
  else
    body = (
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        <ChatText body={message.body} newTabLabel={t('teamChat.newLink')} />
      </Typography>
    );

  return (
    // One's own messages are marked by a line at their side (a tinted background cost the red Delete its contrast).
    <Box
      component="li"
      sx={{ borderLeft: 3, borderColor: own ? 'primary.main' : 'transparent', pl: 1.5, py: 0.5 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }} useFlexGap>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {author}
        </Typography>
        <Typography component="time" variant="body2" color="text.secondary" dateTime={message.createdAt}>
          {time}
        </Typography>
        {message.editedAt && !message.deleted && (
          <Typography component="span" variant="body2" color="text.secondary">
            {t('teamChat.edited')}
          </Typography>
        )}
        {message.hidden && viewer.isStaff && (
          <Typography component="span" variant="body2" color="text.secondary">
            {t('teamChat.hiddenReason', { reason: message.hiddenReason ?? '' })}
          </Typography>
        )}
      </Stack>
      {body}
      {!editing && (message.canEdit || (viewer.isStaff && !message.deleted)) && (
        <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
          {message.canEdit && (
            <>
              <Button
                size="small"
                onClick={() => {
                  setDraft(message.body);
                  setEditing(true);
                }}
              >
                {t('teamChat.edit')}
              </Button>
              <Button size="small" color="error" onClick={() => setConfirmingDelete(true)}>
                {t('teamChat.delete')}
              </Button>
            </>
          )}
          {viewer.isStaff &&
            !message.deleted &&
            (message.hidden ? (
              <Button
                size="small"
                onClick={() =>
                  void run(() => setHidden({ variables: { id: message.id, hidden: false, reason: null } }), {
                    done: t('teamChat.restore'),
                    lists: TEAM_CHAT_LISTS,
                  })
                }
              >
                {t('teamChat.restore')}
              </Button>
            ) : (
              <Button size="small" onClick={() => setHiding(true)}>
                {t('teamChat.hide')}
              </Button>
            ))}
        </Stack>
      )}
      <ConfirmDialog
        open={confirmingDelete}
        title={t('teamChat.delete')}
        text={t('teamChat.delete.confirm')}
        confirmLabel={t('teamChat.delete')}
        onConfirm={() =>
          run(() => deleteMessage({ variables: { id: message.id, teamId } }), {
            done: t('teamChat.deleted'),
            lists: TEAM_CHAT_LISTS,
          })
        }
        onClose={() => setConfirmingDelete(false)}
      />
      {hiding && (
        <HideDialog
          onClose={() => setHiding(false)}
          onHide={(reason) =>
            run(() => setHidden({ variables: { id: message.id, hidden: true, reason } }), {
              done: t('teamChat.hidden'),
              lists: TEAM_CHAT_LISTS,
            })
          }
        />
      )}
    </Box>
  );
}

function HideDialog({ onClose, onHide }: { onClose(): void; onHide(reason: string): Promise<boolean> }) {
  const t = useTeamChatT();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const ok = await onHide(reason);
    setBusy(false);
    if (ok) onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="hide-chat-message-title" fullWidth maxWidth="sm">
      <Box component="form" onSubmit={(event) => void submit(event)}>
        <DialogTitle id="hide-chat-message-title">{t('teamChat.hide.title')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('teamChat.hide.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { minLength: 5, maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('teamChat.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"

            disabled={busy || reason.trim().length < 5}
          >
            {t('teamChat.hide')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The text box and Send (its label on one line at any width: docs/product.md §11.6). */
function Composer({
  teamId,
  readers,
  viewerId,
}: {
  teamId: string;
  readers: readonly ChatReader[];
  viewerId: string;
}) {
  const t = useTeamChatT();
  const { toast } = useToast();
  const [body, setBody] = useState('');
  const [post, posting] = useMutation(POST_TEAM_MESSAGE_MUTATION);
  const client = useApolloClient();

  const send = async () => {
    const text = body.trim();
    if (!text || posting.loading) return;
    // Only readers it names are sent along: the server finds the mentions among them.
    const named = mentionedReaders(text, readers, viewerId);
    const sentReaders = readers.filter((reader) => reader.id === viewerId || named.includes(reader.id));
    try {
      await post({
        variables: {
          teamId,
          input: {
            body: text,
            readers: sentReaders.map(({ id, firstName, lastName }) => ({ id, firstName, lastName })),
          },
        },
      });
      setBody('');
      await client.refetchQueries({ include: ['TeamChatMessages'] });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('teamChat.failed'),
        description: serverMessage(error) ?? undefined,
      });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  // Enter sends; Shift+Enter starts a new line.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Box component="form" onSubmit={submit}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        <TextField
          label={t('teamChat.message')}
          placeholder={t('teamChat.placeholder')}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={onKeyDown}
          multiline
          maxRows={6}
          fullWidth
          slotProps={{ htmlInput: { maxLength: TEAM_CHAT_LIMITS.bodyMax } }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <Button
          type="submit"
          variant="contained"
          endIcon={<SendIcon aria-hidden />}
          disabled={posting.loading || !body.trim()}
          sx={{ ...sendButtonSx, px: 2, py: 1.75 }}
        >
          {t('teamChat.send')}
        </Button>
      </Stack>
    </Box>
  );
}
