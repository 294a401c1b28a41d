import { useMutation, useQuery } from '@apollo/client/react';
import { LIMITS } from '@creators/contracts';
import { CHALLENGE_CHOICES_QUERY } from '../graphql/challenges';
import { CREATE_TEAM_MUTATION } from '../graphql/teams';
import { useDialogSubmit, useFieldProps, useZodForm } from '../ui/dialogForm';
import { DialogForm, FormDialog } from '../ui/FormDialog';
import { useTeamsT } from './messages';
import { TeamFormFields, teamFormSchema, withChallenge } from './TeamFormFields';

/** The lists a new team changes (product.md §7: teams and my teams; a linked challenge's team count and page). */
export const TEAM_LISTS = ['Teams', 'MyTeams', 'Challenges', 'MyTeamChallenges', 'ChallengePage'] as const;

interface Props {
  open: boolean;
  onClose(): void;
  /** 'Accept Challenge': the challenge the new team works on, preselected. */
  challenge?: { id: string; title: string } | null;
}

const DIALOG_ID = 'create-team';

/** 'Create Team' (product.md §2.11): name, description, maximum members (2-6, default 4) and an optional challenge. */
export function CreateTeamDialog({ open, onClose, challenge }: Props) {
  const t = useTeamsT();
  return (
    <FormDialog id={DIALOG_ID} open={open} onClose={onClose} title={t('teams.form.title')}>
      <CreateTeamForm onClose={onClose} challenge={challenge ?? null} />
    </FormDialog>
  );
}

function CreateTeamForm({
  onClose,
  challenge,
}: {
  onClose(): void;
  challenge: { id: string; title: string } | null;
}) {
  const t = useTeamsT();
  const challenges = useQuery(CHALLENGE_CHOICES_QUERY, { errorPolicy: 'all' });
  const [createTeam] = useMutation(CREATE_TEAM_MUTATION);
  const form = useZodForm(teamFormSchema, {
    name: '',
    description: '',
    maxMembers: String(LIMITS.teamSizeDefault),
    challengeId: challenge?.id ?? '',
  });
  const field = useFieldProps(form);
  const submit = useDialogSubmit(form, {
    save: (values) =>
      createTeam({
        variables: {
          input: {
            name: values.name,
            description: values.description,
            maxMembers: values.maxMembers,
            status: values.status,
            ...(values.challengeId ? { challengeId: values.challengeId } : {}),
          },
        },
      }),
    fields: ['name', 'description', 'maxMembers', 'challengeId'],
    created: { title: t('teams.created.title'), description: t('teams.created.description') },
    failed: t('teams.createFailed'),
    lists: TEAM_LISTS,
    onClose,
  });

  // The accepted challenge is an option from the start, even before the list has loaded.
  const challengeOptions = withChallenge(challenges.data?.challenges.nodes ?? [], challenge);

  return (
    <DialogForm
      {...submit}
      dialogId={DIALOG_ID}
      subtitle={t('teams.form.subtitle')}
      submitLabel={t('teams.form.submit')}
      submittingLabel={t('teams.form.submitting')}
    >
      <TeamFormFields field={field} challengeOptions={challengeOptions} />
    </DialogForm>
  );
}
