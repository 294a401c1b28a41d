import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LIST_PAGE_SIZE, useLoadMore } from '../../graphql/paging';
import { PersonLink } from '../../ui/entityPage';
import { LoadErrorPanel } from '../../ui/listPage';
import { LoadMore } from '../../ui/LoadMore';
import { personName } from '../../ui/people';
import { UNVERIFIED_MENTORS_QUERY, VERIFY_MENTOR_MUTATION, type UnverifiedMentor } from '../graphql';
import { useStaffT } from '../staffMessages';
import { useStaffAction } from './useStaffAction';

/**
 * 'Mentors to verify' (docs/product.md §14): mentors who registered and wait for staff; once verified they are
 * listed in the directory and can accept mentoring requests.
 */
export function MentorsSection() {
  const t = useStaffT();
  const mentors = useQuery(UNVERIFIED_MENTORS_QUERY, {
    variables: { first: LIST_PAGE_SIZE },
    errorPolicy: 'none',
  });
  const page = mentors.data?.unverifiedMentors;
  const paging = useLoadMore(page, mentors.fetchMore);

  if (!page && mentors.error)
    return <LoadErrorPanel onRetry={() => void mentors.refetch().catch(() => undefined)} />;
  if (!page)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('page.loading')}
      </Typography>
    );
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('staff.mentors.hint')}
      </Typography>
      {page.nodes.length === 0 ? (
        <Typography>{t('staff.mentors.empty')}</Typography>
      ) : (
        <Stack
          component="ul"
          aria-label={t('staff.mentors.list')}
          spacing={2}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {page.nodes.map((mentor) => (
            <li key={mentor.id}>
              <MentorRow mentor={mentor} />
            </li>
          ))}
        </Stack>
      )}
      <LoadMore hasMore={paging.hasMore} loading={paging.loadingMore} onLoadMore={paging.loadMore} />
    </>
  );
}

function MentorRow({ mentor }: { mentor: UnverifiedMentor }) {
  const t = useStaffT();
  const intl = useIntl();
  const detailsId = useId();
  const run = useStaffAction();
  const [verifyMentor] = useMutation(VERIFY_MENTOR_MUTATION);
  const [busy, setBusy] = useState(false);
  const name = personName(mentor);
  const position = [mentor.currentRole, mentor.company].filter(Boolean).join(' · ');

  const verify = async () => {
    setBusy(true);
    await run(
      () => verifyMentor({ variables: { userId: mentor.id, verified: true } }),
      t('staff.mentors.done', { name }),
    );
    setBusy(false);
  };

  return (
    <Card variant="outlined">
      <CardContent
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <Stack spacing={0.5}>
          <PersonLink person={mentor} />
          <Typography id={detailsId} variant="body2" color="text.secondary">
            {[
              position,
              mentor.skills.slice(0, 5).join(', '),
              t('staff.mentors.registered', {
                date: intl.formatDate(new Date(mentor.createdAt), { dateStyle: 'medium' }),
              }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Stack>
        <Button
          variant="contained"
          aria-label={t('staff.mentors.verifyNamed', { name })}
          aria-describedby={detailsId}
          disabled={busy}
          onClick={() => void verify()}
        >
          {t('staff.mentors.verify')}
        </Button>
      </CardContent>
    </Card>
  );
}
