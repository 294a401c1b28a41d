import { useIntl } from 'react-intl';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { EntityLink, projectPath } from '../ui/links';
import type { RankedProject } from './graphql';
import { useJudgingT } from './messages';
import { formatScore } from './names';

/**
 * The ranking: rank, project (linked), team and normalised score; with `details` (its organisers) also the raw mean,
 * the spread of its judges, how many scored it, whether that is too few, and its People's Choice votes.
 */
export function RankingTable({
  ranking,
  label,
  details,
}: {
  ranking: readonly RankedProject[];
  label: string;
  details: boolean;
}) {
  const t = useJudgingT();
  const intl = useIntl();
  const score = (value: number | null) => formatScore(intl, value);
  if (ranking.length === 0)
    return <Typography color="text.secondary">{t('judging.ranking.empty')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('judging.ranking.rank')}</TableCell>
            <TableCell>{t('judging.ranking.project')}</TableCell>
            <TableCell>{t('judging.ranking.team')}</TableCell>
            <TableCell align="right">{t('judging.ranking.score')}</TableCell>
            {details && (
              <>
                <TableCell align="right">{t('judging.ranking.raw')}</TableCell>
                <TableCell align="right">{t('judging.ranking.spread')}</TableCell>
                <TableCell align="right">{t('judging.ranking.judges')}</TableCell>
                <TableCell align="right">{t('judging.ranking.votes')}</TableCell>
                <TableCell>{t('judging.ranking.underJudged')}</TableCell>
              </>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {ranking.map((row) => (
            <TableRow key={row.projectId}>
              <TableCell>{row.rank ?? '—'}</TableCell>
              <TableCell>
                <EntityLink to={projectPath(row.projectId)} inText>
                  {row.projectTitle}
                </EntityLink>
              </TableCell>
              <TableCell>{row.teamName}</TableCell>
              <TableCell align="right">{score(row.normalised)}</TableCell>
              {details && (
                <>
                  <TableCell align="right">{score(row.raw)}</TableCell>
                  <TableCell align="right">{score(row.spread)}</TableCell>
                  <TableCell align="right">{row.judgeCount}</TableCell>
                  <TableCell align="right">{row.votes}</TableCell>
                  <TableCell>
                    {row.underJudged && (
                      <Chip size="small" color="warning" label={t('judging.ranking.underJudged')} />
                    )}
                  </TableCell>
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
