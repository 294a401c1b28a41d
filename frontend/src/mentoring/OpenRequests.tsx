import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MENTORING_LIMITS } from '@creators/contracts';
import { serverMessage } from '../graphql/errors';
import {
  ANSWER_MENTORING_REQUEST_MUTATION,
  INCOMING_MENTORING_REQUESTS_QUERY,
  type IncomingMentoringRequest,
} from '../graphql/mentoring';
import { LIST_PAGE_SIZE, useLoadMore } from '../graphql/paging';
import { errorCode, refetchActive } from '../graphql/writeFailures';
import { useRelogin } from '../ui/useRelogin';
import { PersonLink } from '../ui/entityPage';
import { LoadErrorPanel } from '../ui/listPage';
import { EntityLink, teamPath } from '../ui/links';
import { LoadMore } from '../ui/LoadMore';
import { useToast } from '../ui/toast/ToastProvider';
import { useMentoringT } from './messages';

/** What an answer changes: the open requests, the mentored teams and their projects. */
export const ANSWER_LISTS = [
  'IncomingMentoringRequests',
  'MyMentoredTeams',
  'ProjectsAwaitingMyFeedback',
] as const;

/** The failures whose server text says what happened (answered meanwhile, expired, full …). */
const EXPLAINED = ['CONFLICT', 'FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT'];

/** "Open requests": the requests addressed to the signed-in mentor that wait for their answer. */
export function OpenRequests() {
  const t = useMentoringT();
  const requests = useQuery(INCOMING_MENTORING_REQUESTS_QUERY, {
    variables: { first: LIST_PAGE_SIZE },
    errorPolicy: 'all',
  });
  const page = requests.data?.incomingMentoringRequests;
  const paging = useLoadMore(page, requests.fetchMore);

  if (!page && requests.error)
    return <LoadErrorPanel onRetry={() => void requests.refetch().catch(() => undefined)} />;
  if (!page)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('page.loading')}
      </Typography>
    );
  const open = page.nodes.filter((request) => request.status === 'pending');
  if (open.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('mentoring.requests.empty')}
      </Typography>
    );
  return (
    <>
      <Stack
        component="ul"
        aria-label={t('mentoring.requests.title')}
        spacing={2}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {open.map((request) => (
          <li key={request.id}>
            <RequestItem request={request} />
          </li>
        ))}
      </Stack>
      <LoadMore hasMore={paging.hasMore} loading={paging.loadingMore} onLoadMore={paging.loadMore} />
    </>
  );
}

function RequestItem({ request }: { request: IncomingMentoringRequest }) {
  const t = useMentoringT();
  const intl = useIntl();
  const client = useApolloClient();
  const { toast } = useToast();
  const { handleUnauthorized } = useRelogin();
  const [answer] = useMutation(ANSWER_MENTORING_REQUEST_MUTATION);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const teamName = request.team?.name ?? request.teamId;
  const titleId = `request-${request.id}`;

  const send = async (accept: boolean) => {
    setBusy(true);
    try {
      const trimmed = note.trim();
      await answer({
        variables: { requestId: request.id, input: { accept, ...(trimmed ? { note: trimmed } : {}) } },
      });
      toast(
        accept
          ? {
              title: t('mentoring.requests.accepted.title'),
              description: t('mentoring.requests.accepted.description', { team: teamName }),
            }
          : {
              title: t('mentoring.requests.declined.title'),
              description: t('mentoring.requests.declined.description'),
            },
      );
    } catch (error) {
      if (handleUnauthorized(error)) return;
      const explained = EXPLAINED.includes(errorCode(error) ?? '') ? serverMessage(error) : undefined;
      toast({
        variant: 'destructive',
        title: t('shared.error'),
        description: explained ?? t('mentoring.requests.answerFailed'),
      });
    } finally {
      setBusy(false);
      void refetchActive(client, ANSWER_LISTS);
    }
  };

  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {request.team ? <EntityLink to={teamPath(request.team.id)}>{teamName}</EntityLink> : teamName}
        </Typography>
        {request.requester && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('mentoring.requests.requestedBy')}
            </Typography>
            <PersonLink person={request.requester} />
          </Box>
        )}
        <Typography sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>{request.message}</Typography>
        {request.topics.length > 0 && (
          <Stack
            component="ul"
            aria-label={t('mentoring.requests.topics')}
            direction="row"
            useFlexGap
            spacing={0.75}
            sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, mb: 1 }}
          >
            {request.topics.map((topic) => (
              <li key={topic}>
                <Chip size="small" variant="outlined" label={topic} />
              </li>
            ))}
          </Stack>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          <time dateTime={request.expiresAt}>
            {t('mentoring.requests.expires', {
              date: intl.formatDate(new Date(request.expiresAt), { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </time>
        </Typography>
        <TextField
          label={t('mentoring.requests.note')}
          helperText={t('mentoring.requests.noteHint')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { maxLength: MENTORING_LIMITS.answerNoteMax } }}
        />
        <Box sx={{ display: 'flex', gap: 1, mt: 2, justifyContent: 'flex-end' }}>
          <Button variant="outlined" color="error" disabled={busy} onClick={() => void send(false)}>
            {t('mentoring.requests.decline')}
          </Button>
          <Button variant="contained" disabled={busy} onClick={() => void send(true)}>
            {t('mentoring.requests.accept')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
