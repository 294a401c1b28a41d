import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { EntityLink, projectPath } from '../ui/links';
import { personName } from '../ui/people';
import type { Judging } from './graphql';
import { useJudgingT } from './messages';
import { MoveAssignmentDialog } from './MoveAssignmentDialog';

type JudgingProject = Judging['projects'][number];

/** Each project submitted in time with its team and judges, flagged when short of judges, and 'Move'. */
export function AssignmentTable({ programmeId, judging }: { programmeId: string; judging: Judging }) {
  const t = useJudgingT();
  const [moving, setMoving] = useState<JudgingProject | null>(null);
  const judgeName = (id: string) => {
    const judge = judging.judges.find((candidate) => candidate.id === id);
    return judge ? personName(judge) : t('page.unknownPerson');
  };
  if (judging.projects.length === 0)
    return <Typography color="text.secondary">{t('judging.assign.none')}</Typography>;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t('judging.assign.table')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('judging.assign.project')}</TableCell>
              <TableCell>{t('judging.assign.team')}</TableCell>
              <TableCell>{t('judging.assign.judges')}</TableCell>
              <TableCell>{t('judging.assign.status')}</TableCell>
              <TableCell>{t('judging.assign.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {judging.projects.map((project) => (
              <TableRow key={project.projectId}>
                <TableCell>
                  <EntityLink to={projectPath(project.projectId)} inText>
                    {project.projectTitle}
                  </EntityLink>
                </TableCell>
                <TableCell>{project.teamName}</TableCell>
                <TableCell>
                  {project.judgeIds.length > 0
                    ? project.judgeIds.map(judgeName).join(', ')
                    : t('judging.assign.noJudge')}
                </TableCell>
                <TableCell>
                  {project.flagged && (
                    <Chip size="small" color="warning" label={t('judging.assign.flagged')} />
                  )}
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={project.judgeIds.length === 0}
                    aria-label={t('judging.move.named', { title: project.projectTitle })}
                    onClick={() => setMoving(project)}
                  >
                    {t('judging.move')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {moving && (
        <MoveAssignmentDialog
          programmeId={programmeId}
          project={moving}
          judges={judging.judges}
          onClose={() => setMoving(null)}
        />
      )}
    </>
  );
}
