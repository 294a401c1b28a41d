import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { DialogForm, FormDialog, NativeSelectField } from '../ui/FormDialog';
import { personName } from '../ui/people';
import { MOVE_JUDGING_ASSIGNMENT_MUTATION, type Judging } from './graphql';
import { useJudgingT } from './messages';
import { useJudgingWrite } from './useJudgingWrite';

const DIALOG_ID = 'move-assignment';

/** Moves a project from one of its judges to another judge of the programme who is not on it. */
export function MoveAssignmentDialog({
  programmeId,
  project,
  judges,
  onClose,
}: {
  programmeId: string;
  project: Judging['projects'][number];
  judges: Judging['judges'];
  onClose(): void;
}) {
  const t = useJudgingT();
  const name = (judge: Judging['judges'][number]) => personName(judge) || t('page.unknownPerson');
  const from = judges.filter((judge) => project.judgeIds.includes(judge.id));
  const to = judges.filter((judge) => !project.judgeIds.includes(judge.id));
  const [fromJudgeId, setFrom] = useState(from[0]?.id ?? '');
  const [toJudgeId, setTo] = useState(to[0]?.id ?? '');
  const [move] = useMutation(MOVE_JUDGING_ASSIGNMENT_MUTATION);
  const write = useJudgingWrite(t('judging.move.failed'));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fromJudgeId || !toJudgeId) return;
    const moved = await write.run(
      () =>
        move({
          variables: { programmeId, input: { projectId: project.projectId, fromJudgeId, toJudgeId } },
        }),
      t('judging.move.done', { title: project.projectTitle }),
    );
    if (moved) onClose();
  };
  return (
    <FormDialog
      id={DIALOG_ID}
      open
      onClose={onClose}
      title={t('judging.move.named', { title: project.projectTitle })}
    >
      <DialogForm
        dialogId={DIALOG_ID}
        subtitle={t('judging.move.subtitle')}
        failure={write.failure}
        onSubmit={(event) => void submit(event)}
        onCancel={onClose}
        submitting={write.busy}
        submitLabel={t('judging.move')}
        submittingLabel={t('judging.move.moving')}
      >
        <NativeSelectField
          label={t('judging.move.from')}
          value={fromJudgeId}
          onChange={(event) => setFrom(event.target.value)}
          error={Boolean(write.fields.fromJudgeId)}
          helperText={write.fields.fromJudgeId}
          options={from.map((judge) => ({ value: judge.id, label: name(judge) }))}
        />
        <NativeSelectField
          label={t('judging.move.to')}
          value={toJudgeId}
          onChange={(event) => setTo(event.target.value)}
          error={Boolean(write.fields.toJudgeId)}
          helperText={write.fields.toJudgeId}
          options={to.map((judge) => ({ value: judge.id, label: name(judge) }))}
        />
      </DialogForm>
    </FormDialog>
  );
}
