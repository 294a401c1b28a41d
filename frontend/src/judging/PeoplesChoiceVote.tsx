import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import HowToVoteIcon from '@mui/icons-material/HowToVoteOutlined';
import { MY_PROGRAMMES_QUERY } from '../graphql/programmes';
import { usePageAction } from '../ui/usePageAction';
import {
  MY_VOTE_QUERY,
  PROJECT_PROGRAMME_QUERY,
  VOTE_FOR_PROJECT_MUTATION,
  VOTE_WINDOW_QUERY,
} from './graphql';
import { useJudgingT } from './messages';
import { WithJudgingMessages } from './WithJudgingMessages';

/** Whether People's Choice is open now: from the submission deadline until the Showcase phase ends. */
export function votingOpen(
  programme: { submissionDeadline: string; phases: ReadonlyArray<{ key: string; endsAt: string }> },
  now = Date.now(),
): boolean {
  const showcaseEnds = programme.phases.find((phase) => phase.key === 'showcase')?.endsAt;
  return (
    Boolean(showcaseEnds) &&
    now >= Date.parse(programme.submissionDeadline) &&
    now < Date.parse(showcaseEnds!)
  );
}

/**
 * People's Choice on a project's page (docs/product.md §17.3): a member of the project's programme sees 'Vote for
 * People's Choice' while voting is open, and 'Your vote' on the project they voted for. Anyone else sees nothing.
 */
export function PeoplesChoiceVote({ projectId }: { projectId: string }) {
  const project = useQuery(PROJECT_PROGRAMME_QUERY, { variables: { id: projectId }, errorPolicy: 'all' });
  const mine = useQuery(MY_PROGRAMMES_QUERY, { errorPolicy: 'all' });
  const programmeId = project.data?.project?.programmeId;
  const member = Boolean(
    programmeId &&
    mine.data?.myProgrammes.some((entry) => entry.member && entry.programme.id === programmeId),
  );
  if (!programmeId || !member) return null;
  return (
    <WithJudgingMessages>
      <VoteControl programmeId={programmeId} projectId={projectId} />
    </WithJudgingMessages>
  );
}

function VoteControl({ programmeId, projectId }: { programmeId: string; projectId: string }) {
  const t = useJudgingT();
  const run = usePageAction();
  const voteWindow = useQuery(VOTE_WINDOW_QUERY, { variables: { programmeId }, errorPolicy: 'all' });
  const vote = useQuery(MY_VOTE_QUERY, { variables: { programmeId }, errorPolicy: 'all' });
  const [voteFor, { loading }] = useMutation(VOTE_FOR_PROJECT_MUTATION);
  if (!voteWindow.data || vote.data === undefined) return null;
  if (vote.data.myVote === projectId)
    return <Chip color="primary" icon={<HowToVoteIcon aria-hidden />} label={t('judging.vote.yours')} />;
  if (!votingOpen(voteWindow.data.programme)) return null;
  const cast = () =>
    run(
      () =>
        voteFor({
          variables: { programmeId, projectId },
          update(cache, { data }) {
            if (data)
              cache.writeQuery({
                query: MY_VOTE_QUERY,
                variables: { programmeId },
                data: { myVote: data.voteForProject },
              });
          },
        }),
      { done: t('judging.vote.done'), lists: [] },
    );
  return (
    <Button
      variant="outlined"
      startIcon={<HowToVoteIcon aria-hidden />}
      disabled={loading}
      onClick={() => void cast()}
    >
      {t('judging.vote.button')}
    </Button>
  );
}
