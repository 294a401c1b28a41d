import { useState } from 'react';
import { CreateTeamDialog } from '../teams/CreateTeamDialog';
import { JoinTeamChooser } from './JoinTeamChooser';
import { useJoinableTeams } from './useJoinableTeams';

interface Props {
  open: boolean;
  onClose(): void;
  /** The accepted challenge; `teamCount` says whether teams already work on it (null: unknown). */
  challenge: { id: string; title: string; teamCount?: number | null } | null | undefined;
}

/**
 * 'Accept Challenge' (product.md §10): where teams with open seats already work on the challenge, the person may
 * join one of them or start a new one; otherwise 'Create a New Team' opens at once, the challenge preselected.
 */
export function AcceptChallengeDialog({ open, onClose, challenge }: Props) {
  const [startNew, setStartNew] = useState(false);
  const mayHaveTeams = challenge?.teamCount !== 0;
  const joinable = useJoinableTeams(challenge?.id, open && mayHaveTeams);
  const close = () => {
    setStartNew(false);
    onClose();
  };
  const choosing = open && !startNew && joinable.teams.length > 0;
  return (
    <>
      {challenge && (
        <JoinTeamChooser
          open={choosing}
          teams={joinable.teams}
          onStartNew={() => setStartNew(true)}
          onClose={close}
        />
      )}
      <CreateTeamDialog
        open={open && !joinable.loading && !choosing}
        onClose={close}
        challenge={challenge && { id: challenge.id, title: challenge.title }}
      />
    </>
  );
}
