import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/LockOutlined';
import { programmeName } from '../graphql/programmes';
import { errorCode } from '../graphql/writeFailures';
import { useLocale } from '../i18n/LocaleProvider';
import { EntityPageStates, PageLoadError, PageSkeleton } from '../ui/entityPage';
import { NotFoundPage } from '../ui/NotFoundPage';
import { PageHeader } from '../ui/PageHeader';
import { AwardList } from './AwardList';
import { PROGRAMME_RESULTS_QUERY, RESULTS_PROGRAMME_QUERY, type Results } from './graphql';
import { useJudgingT } from './messages';
import { RankingTable } from './RankingTable';
import { WithJudgingMessages } from './WithJudgingMessages';

/**
 * /programmes/:id/results (docs/product.md §17.3): the awards with their winners and the ranking, once published;
 * its organisers see the standing before that (with raw means, spreads and under-judged projects), anyone else
 * is told that the results are not published yet.
 */
export function ResultsPage() {
  return (
    <WithJudgingMessages fallback={<PageSkeleton />}>
      <ProgrammeResults />
    </WithJudgingMessages>
  );
}

function ProgrammeResults() {
  const { id = '' } = useParams();
  const { locale } = useLocale();
  const query = useQuery(RESULTS_PROGRAMME_QUERY, { variables: { id }, errorPolicy: 'none' });
  const programme = query.data?.programme;
  // A malformed id is refused as bad input: no such programme either.
  if (!programme && errorCode(query.error) === 'BAD_USER_INPUT') return <NotFoundPage inLayout />;
  return (
    <EntityPageStates
      entity={programme}
      loading={query.loading}
      error={query.error}
      onRetry={() => void query.refetch().catch(() => undefined)}
    >
      {(loaded) => (
        <ResultsOf
          programmeId={loaded.id}
          name={programmeName(loaded, locale)}
          organiser={loaded.viewerIsOrganiser}
        />
      )}
    </EntityPageStates>
  );
}

function ResultsOf({
  programmeId,
  name,
  organiser,
}: {
  programmeId: string;
  name: string;
  organiser: boolean;
}) {
  const t = useJudgingT();
  const query = useQuery(PROGRAMME_RESULTS_QUERY, { variables: { programmeId }, errorPolicy: 'none' });
  const results = query.data?.programmeResults;
  let content;
  if (results) content = <ResultsView results={results} name={name} organiser={organiser} />;
  else if (errorCode(query.error) === 'FORBIDDEN') content = <NotPublished />;
  else if (query.error)
    content = <PageLoadError onRetry={() => void query.refetch().catch(() => undefined)} />;
  else content = <PageSkeleton />;
  return (
    <>
      <PageHeader title={t('judging.results.title')} subtitle={name} />
      {content}
    </>
  );
}

/** Before publication, for anyone but the organisers: a state, not an error. */
function NotPublished() {
  const t = useJudgingT();
  return (
    <Card>
      <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <LockIcon color="action" aria-hidden />
        <div>
          <Typography sx={{ fontWeight: 600 }}>{t('judging.results.notPublished')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('judging.results.notPublishedHint')}
          </Typography>
        </div>
      </CardContent>
    </Card>
  );
}

function ResultsView({ results, name, organiser }: { results: Results; name: string; organiser: boolean }) {
  const t = useJudgingT();
  const intl = useIntl();
  return (
    <Stack spacing={3}>
      {results.publishedAt ? (
        <Typography color="text.secondary">
          {t('judging.results.publishedAt', {
            date: intl.formatDate(results.publishedAt, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </Typography>
      ) : (
        <Alert severity="info">{t('judging.results.preview')}</Alert>
      )}
      <Card component="section" aria-labelledby="results-awards">
        <CardContent>
          <Typography id="results-awards" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {t('judging.awards.title')}
          </Typography>
          <AwardList awards={results.awards} />
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="results-ranking">
        <CardContent>
          <Typography id="results-ranking" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {t('judging.ranking.title')}
          </Typography>
          <RankingTable
            ranking={results.ranking}
            label={t('judging.ranking.table', { name })}
            details={organiser}
          />
        </CardContent>
      </Card>
    </Stack>
  );
}
