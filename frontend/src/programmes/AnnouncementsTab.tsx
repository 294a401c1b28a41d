import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ANNOUNCEMENT_AUDIENCES, announcementSchema, PROGRAMME_LIMITS } from '@creators/contracts';
import { serverFieldErrors, serverMessage } from '../graphql/errors';
import { LIST_PAGE_SIZE, useLoadMore } from '../graphql/paging';
import { refetchActive } from '../graphql/writeFailures';
import { useFieldProps, useZodForm } from '../ui/dialogForm';
import { NativeSelectField } from '../ui/FormDialog';
import { LoadErrorPanel } from '../ui/listPage';
import { LoadMore } from '../ui/LoadMore';
import { personName } from '../ui/people';
import { useToast } from '../ui/toast/ToastProvider';
import { useRelogin } from '../ui/useRelogin';
import {
  POST_ANNOUNCEMENT_MUTATION,
  PROGRAMME_ANNOUNCEMENTS_QUERY,
  type ProgrammeAnnouncement,
} from './graphql';
import { audienceId, labelOf, useProgrammesT } from './messages';

const FIELDS = ['title', 'body', 'audience'] as const;

/** 'Announcements': a new announcement (title, plain-text message, audience), then the programme's, newest first. */
export function AnnouncementsTab({ programme, name }: { programme: { id: string }; name: string }) {
  return (
    <Stack spacing={3}>
      <AnnouncementForm programmeId={programme.id} />
      <AnnouncementList programmeId={programme.id} name={name} />
    </Stack>
  );
}

function AnnouncementForm({ programmeId }: { programmeId: string }) {
  const t = useProgrammesT();
  const intl = useIntl();
  const client = useApolloClient();
  const { toast } = useToast();
  const { handleUnauthorized } = useRelogin();
  const [post] = useMutation(POST_ANNOUNCEMENT_MUTATION);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(announcementSchema, {
    title: '',
    body: '',
    audience: 'everyone',
  });
  const field = useFieldProps(form);
  const bodyLength = form.watch('body').length;
  const counter = t('programmes.announcements.bodyCount', {
    count: bodyLength,
    max: PROGRAMME_LIMITS.announcementBodyMax,
  });
  const body = field('body');

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const result = await post({ variables: { programmeId, input } });
      toast({
        title: t('programmes.announcements.posted'),
        description: t('programmes.announcements.postedReach', {
          count: result.data?.postAnnouncement.recipientCount ?? 0,
        }),
      });
      form.reset();
      void refetchActive(client, ['ProgrammeAnnouncements']);
    } catch (error) {
      if (handleUnauthorized(error)) {
        setFailure(intl.formatMessage({ id: 'shared.unauthorized.description' }));
        return;
      }
      const fields = serverFieldErrors(error);
      for (const key of FIELDS) if (fields[key]) form.setError(key, { message: fields[key] });
      const description = serverMessage(error) ?? t('programmes.announcements.failed');
      setFailure(description);
      toast({ variant: 'destructive', title: t('shared.error'), description });
    }
  });

  return (
    <Card component="section" aria-labelledby="announcement-new">
      <CardContent>
        <Typography id="announcement-new" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
          {t('programmes.announcements.new')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('programmes.announcements.newHint')}
        </Typography>
        <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <Stack spacing={2.5}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <TextField
              {...field('title')}
              label={t('programmes.announcements.title')}
              required
              slotProps={{ htmlInput: { maxLength: PROGRAMME_LIMITS.announcementTitleMax } }}
            />
            <TextField
              {...body}
              helperText={body.error ? `${body.helperText} (${counter})` : counter}
              label={t('programmes.announcements.body')}
              required
              multiline
              minRows={4}
              slotProps={{ htmlInput: { maxLength: PROGRAMME_LIMITS.announcementBodyMax } }}
            />
            <NativeSelectField
              {...field('audience')}
              label={t('programmes.announcements.audience')}
              options={ANNOUNCEMENT_AUDIENCES.map((audience) => ({
                value: audience,
                label: labelOf(t, audienceId(audience), audience),
              }))}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting
                  ? t('programmes.announcements.submitting')
                  : t('programmes.announcements.submit')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}

function AnnouncementList({ programmeId, name }: { programmeId: string; name: string }) {
  const t = useProgrammesT();
  const announcements = useQuery(PROGRAMME_ANNOUNCEMENTS_QUERY, {
    variables: { programmeId, first: LIST_PAGE_SIZE },
    errorPolicy: 'none',
  });
  const page = announcements.data?.programmeAnnouncements;
  const paging = useLoadMore(page, announcements.fetchMore);
  if (!page && announcements.error)
    return <LoadErrorPanel onRetry={() => void announcements.refetch().catch(() => undefined)} />;
  if (!page)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('page.loading')}
      </Typography>
    );
  if (page.nodes.length === 0) return <Typography>{t('programmes.announcements.empty')}</Typography>;
  return (
    <>
      <Stack
        component="ul"
        spacing={2}
        aria-label={t('programmes.announcements.list', { name })}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {page.nodes.map((announcement) => (
          <Box component="li" key={announcement.id}>
            <AnnouncementItem announcement={announcement} />
          </Box>
        ))}
      </Stack>
      <LoadMore hasMore={paging.hasMore} loading={paging.loadingMore} onLoadMore={paging.loadMore} />
    </>
  );
}

function AnnouncementItem({ announcement }: { announcement: ProgrammeAnnouncement }) {
  const t = useProgrammesT();
  const intl = useIntl();
  const headingId = `announcement-${announcement.id}`;
  const author = announcement.author;
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h3" sx={{ fontSize: '1.125rem' }}>
          {announcement.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          <time dateTime={announcement.createdAt}>
            {t('programmes.announcements.meta', {
              date: intl.formatDate(new Date(announcement.createdAt), {
                dateStyle: 'medium',
                timeStyle: 'short',
              }),
              author: author.firstName || author.lastName ? personName(author) : t('page.unknownPerson'),
              audience: labelOf(t, audienceId(announcement.audience), announcement.audience),
            })}
          </time>
          {' · '}
          {t('programmes.announcements.reach', { count: announcement.recipientCount })}
        </Typography>
        {/* Plain text as written: never rendered as markup. */}
        <Typography sx={{ mt: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {announcement.body}
        </Typography>
      </CardContent>
    </Card>
  );
}
