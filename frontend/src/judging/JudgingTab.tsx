import { useQuery } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadErrorPanel } from '../ui/listPage';
import { AssignmentSection } from './AssignmentSection';
import { AwardsForm } from './AwardsForm';
import { PROGRAMME_JUDGING_QUERY } from './graphql';
import { JudgesSection } from './JudgesSection';
import { useJudgingT } from './messages';
import { PublishSection } from './PublishSection';
import { RubricForm } from './RubricForm';
import { StandingSection } from './StandingSection';
import { WithJudgingMessages } from './WithJudgingMessages';

/** What the judging tab needs of the programme: its dates in its time zone. */
export interface JudgingProgramme {
  id: string;
  submissionDeadline: string;
  resultsAt: string;
  timeZone: string;
}

/**
 * The cohort view's 'Judging' (docs/product.md §17): publication, judges, assignments, the current standing with
 * People's Choice votes, the rubric and the awards, one section each.
 */
export function JudgingTab({ programme, name }: { programme: JudgingProgramme; name: string }) {
  return (
    <WithJudgingMessages>
      <JudgingSections programme={programme} name={name} />
    </WithJudgingMessages>
  );
}

function JudgingSections({ programme, name }: { programme: JudgingProgramme; name: string }) {
  const t = useJudgingT();
  const query = useQuery(PROGRAMME_JUDGING_QUERY, {
    variables: { programmeId: programme.id },
    errorPolicy: 'none',
  });
  const judging = query.data?.programmeJudging;
  if (!judging && query.error)
    return <LoadErrorPanel onRetry={() => void query.refetch().catch(() => undefined)} />;
  if (!judging)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('page.loading')}
      </Typography>
    );
  return (
    <Stack spacing={3}>
      <PublishSection programme={programme} name={name} judging={judging} />
      <JudgesSection programmeId={programme.id} name={name} judging={judging} />
      <AssignmentSection programme={programme} judging={judging} />
      <StandingSection programmeId={programme.id} name={name} judging={judging} />
      <RubricForm programmeId={programme.id} judging={judging} />
      <AwardsForm programmeId={programme.id} judging={judging} />
    </Stack>
  );
}
