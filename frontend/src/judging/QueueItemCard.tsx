import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { EntityLink, projectPath } from '../ui/links';
import { MY_SCORE_QUERY, type QueueItem } from './graphql';
import { useJudgingT } from './messages';
import { ScoreForm } from './ScoreForm';

/** The later of two moments (ISO), either of which may be missing. */
const latest = (a: string | null | undefined, b: string | null | undefined) =>
  a && b ? (Date.parse(a) >= Date.parse(b) ? a : b) : (a ?? b ?? null);

/**
 * One project of a judge's queue: its programme and team, the team's own description, its page and demo, whether it
 * is scored, and the score form.
 */
export function QueueItemCard({ item }: { item: QueueItem }) {
  const t = useJudgingT();
  const intl = useIntl();
  const titleId = useId();
  const score = useQuery(MY_SCORE_QUERY, { variables: { projectId: item.projectId }, errorPolicy: 'all' });
  const scoredAt = latest(item.scoredAt, score.data?.myScore?.updatedAt);
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card component="article" aria-labelledby={titleId}>
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem' }}>
            {item.projectTitle}
          </Typography>
          <Chip
            size="small"
            color={scoredAt ? 'success' : 'default'}
            label={
              scoredAt ? t('judging.queue.scored', { date: when(scoredAt) }) : t('judging.queue.notScored')
            }
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('judging.queue.programme', { name: item.programmeName })} ·{' '}
          {t('judging.queue.team', { team: item.teamName })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('judging.queue.closes', { date: when(item.judgingEndsAt) })}
        </Typography>
        {item.project?.description && (
          <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
            {item.project.description}
          </Typography>
        )}
        <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <EntityLink to={projectPath(item.projectId)} inText>
            {t('judging.queue.open')}
          </EntityLink>
          {item.project?.demoUrl && (
            <Link href={item.project.demoUrl} target="_blank" rel="noopener noreferrer">
              {t('judging.queue.demo', { title: item.projectTitle })}
            </Link>
          )}
        </Box>
        {/* The form starts from the judge's own score once it is read (none: every criterion to choose). */}
        {(score.data || score.error) && (
          <ScoreForm
            projectId={item.projectId}
            title={item.projectTitle}
            rubric={item.rubric}
            score={score.data?.myScore ?? null}
          />
        )}
      </CardContent>
    </Card>
  );
}
