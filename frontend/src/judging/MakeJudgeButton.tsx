import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { usePageAction } from '../ui/usePageAction';
import { ADD_PROGRAMME_JUDGE_MUTATION, PROGRAMME_JUDGING_QUERY } from './graphql';
import { useJudgingT } from './messages';
import { WithJudgingMessages } from './WithJudgingMessages';

/**
 * A member row's 'Make judge' (the cohort view's Members tab), or 'Judge' once they are one. The programme's judging
 * is read once for every row (one cached query); without it the row shows nothing.
 */
export function MakeJudgeButton(props: { programmeId: string; userId: string; name: string }) {
  return (
    <WithJudgingMessages>
      <MakeJudge {...props} />
    </WithJudgingMessages>
  );
}

function MakeJudge({ programmeId, userId, name }: { programmeId: string; userId: string; name: string }) {
  const t = useJudgingT();
  const run = usePageAction();
  const judging = useQuery(PROGRAMME_JUDGING_QUERY, { variables: { programmeId }, errorPolicy: 'all' });
  const [addJudge, { loading }] = useMutation(ADD_PROGRAMME_JUDGE_MUTATION);
  const judgeIds = judging.data?.programmeJudging.judgeIds;
  if (!judgeIds) return null;
  if (judgeIds.includes(userId)) return <Chip size="small" label={t('judging.judges.isJudge')} />;
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={loading}
      aria-label={t('judging.judges.makeNamed', { name })}
      onClick={() =>
        void run(() => addJudge({ variables: { programmeId, userId } }), {
          done: t('judging.judges.added', { name }),
          lists: [],
        })
      }
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('judging.judges.make')}
    </Button>
  );
}
