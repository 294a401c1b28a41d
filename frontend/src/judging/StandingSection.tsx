import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageSection } from '../ui/entityPage';
import { LoadErrorPanel } from '../ui/listPage';
import { EntityLink, projectPath } from '../ui/links';
import { PROGRAMME_RESULTS_QUERY, PROGRAMME_VOTES_QUERY, type Judging } from './graphql';
import { useJudgingT } from './messages';
import { RankingTable } from './RankingTable';

/**
 * 'Current standing' (its organisers, also before publication): the ranking with raw means, normalised scores,
 * spreads, judges and under-judged projects; then the People's Choice votes per project.
 */
export function StandingSection({
  programmeId,
  name,
  judging,
}: {
  programmeId: string;
  name: string;
  judging: Judging;
}) {
  const t = useJudgingT();
  const results = useQuery(PROGRAMME_RESULTS_QUERY, { variables: { programmeId }, errorPolicy: 'none' });
  const ranking = results.data?.programmeResults.ranking;
  return (
    <PageSection id="judging-standing" title={t('judging.standing.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('judging.standing.hint')}
      </Typography>
      {ranking ? (
        <RankingTable ranking={ranking} label={t('judging.standing.table', { name })} details />
      ) : results.error ? (
        <LoadErrorPanel onRetry={() => void results.refetch().catch(() => undefined)} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('page.loading')}
        </Typography>
      )}
      <Votes programmeId={programmeId} judging={judging} />
    </PageSection>
  );
}

/** People's Choice: the votes per project, most first. */
function Votes({ programmeId, judging }: { programmeId: string; judging: Judging }) {
  const t = useJudgingT();
  const votes = useQuery(PROGRAMME_VOTES_QUERY, { variables: { programmeId }, errorPolicy: 'all' });
  const counts = votes.data?.programmeVotes;
  const titleOf = (projectId: string) =>
    judging.projects.find((project) => project.projectId === projectId)?.projectTitle ?? projectId;
  return (
    <Box component="section" aria-labelledby="judging-votes" sx={{ mt: 3 }}>
      <Typography id="judging-votes" component="h3" variant="h6" sx={{ fontSize: '1rem', mb: 1 }}>
        {t('judging.votes.title')}
      </Typography>
      {!counts ? null : counts.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('judging.votes.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {counts.map((count) => (
            <li key={count.projectId}>
              <EntityLink to={projectPath(count.projectId)} inText>
                {titleOf(count.projectId)}
              </EntityLink>
              : {t('judging.votes.count', { count: count.votes })}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
