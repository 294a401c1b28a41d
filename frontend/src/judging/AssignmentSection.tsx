import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { JUDGING_LIMITS } from '@creators/contracts';
import { formatInZone } from '../programmes/dates';
import { PageSection } from '../ui/entityPage';
import { AssignmentTable } from './AssignmentTable';
import { ASSIGN_JUDGING_MUTATION, type Judging } from './graphql';
import type { JudgingProgramme } from './JudgingTab';
import { useJudgingT } from './messages';
import { useJudgingWrite } from './useJudgingWrite';
import { useNow } from './useNow';

/**
 * 'Assignments': judges per project and 'Assign projects' (after the submission deadline; before it the button
 * says why it is disabled), then each project with its judges.
 */
export function AssignmentSection({ programme, judging }: { programme: JudgingProgramme; judging: Judging }) {
  const t = useJudgingT();
  const intl = useIntl();
  const reasonId = useId();
  const [perProject, setPerProject] = useState(String(judging.judgesPerProject));
  const [assign] = useMutation(ASSIGN_JUDGING_MUTATION);
  const write = useJudgingWrite(t('judging.assign.failed'));
  const tooEarly = useNow() < Date.parse(programme.submissionDeadline);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const count = Number(perProject);
    await write.run(
      () =>
        assign({
          variables: {
            programmeId: programme.id,
            judgesPerProject: Number.isInteger(count) && perProject.trim() !== '' ? count : null,
          },
        }),
      t('judging.assign.done'),
    );
  };
  return (
    <PageSection id="judging-assignments" title={t('judging.assign.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('judging.assign.hint')}
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ mb: 2 }}>
        {write.failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {write.failure}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
          <TextField
            type="number"
            size="small"
            label={t('judging.assign.perProject')}
            value={perProject}
            onChange={(event) => setPerProject(event.target.value)}
            error={Boolean(write.fields.judgesPerProject)}
            helperText={write.fields.judgesPerProject}
            slotProps={{
              htmlInput: { min: JUDGING_LIMITS.judgesPerProjectMin, max: JUDGING_LIMITS.judgesPerProjectMax },
            }}
            sx={{ width: 180 }}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={tooEarly || write.busy}
            aria-describedby={tooEarly ? reasonId : undefined}
          >
            {t('judging.assign.button')}
          </Button>
        </Box>
        {tooEarly && (
          <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('judging.assign.tooEarly', {
              date: formatInZone(intl, programme.submissionDeadline, programme.timeZone),
            })}
          </Typography>
        )}
        {judging.assignedAt && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('judging.assign.assignedAt', {
              date: formatInZone(intl, judging.assignedAt, programme.timeZone),
            })}
          </Typography>
        )}
      </Box>
      <AssignmentTable programmeId={programme.id} judging={judging} />
    </PageSection>
  );
}
