import { useMutation, useQuery } from '@apollo/client/react';
import { CHALLENGE_CHOICES_QUERY } from '../graphql/challenges';
import { type TeamPageData, UPDATE_TEAM_MUTATION } from '../graphql/teamPage';
import { useDialogSubmit, useFieldProps, useZodForm } from '../ui/dialogForm';
import { refusalText } from '../ui/editFailures';
import { DialogForm, FormDialog } from '../ui/FormDialog';
import { useTeamPageT } from './pageMessages';
import { TeamFormFields, teamFormSchema, withChallenge } from './TeamFormFields';
import { TEAM_PAGE_LISTS } from './useTeamPage';

const DIALOG_ID = 'edit-team';

/**
 * The leader's 'Edit team' (docs/product.md: owners change what they made): the fields of creation with its rules
 * and messages, sent with the version loaded; an empty description or challenge clears it. A stale edit, or a
 * size below the member count, shows the server's message in the form.
 */
export function EditTeamDialog({
  team,
  open,
  onClose,
}: {
  team: TeamPageData;
  open: boolean;
  onClose(): void;
}) {
  const t = useTeamPageT();
  return (
    <FormDialog id={DIALOG_ID} open={open} onClose={onClose} title={t('teamPage.edit')}>
      <EditTeamForm team={team} onClose={onClose} />
    </FormDialog>
  );
}

function EditTeamForm({ team, onClose }: { team: TeamPageData; onClose(): void }) {
  const t = useTeamPageT();
  const challenges = useQuery(CHALLENGE_CHOICES_QUERY, { errorPolicy: 'all' });
  const [updateTeam] = useMutation(UPDATE_TEAM_MUTATION);
  const form = useZodForm(teamFormSchema, {
    name: team.name,
    description: team.description ?? '',
    maxMembers: String(team.maxMembers),
    challengeId: team.challengeId ?? '',
  });
  const field = useFieldProps(form);
  const submit = useDialogSubmit(form, {
    save: (values) =>
      updateTeam({
        variables: {
          id: team.id,
          input: {
            expectedUpdatedAt: team.updatedAt,
            name: values.name,
            description: values.description ?? '',
            maxMembers: values.maxMembers,
            challengeId: values.challengeId ?? '',
          },
        },
      }),
    fields: ['name', 'description', 'maxMembers', 'challengeId'],
    created: { title: t('page.saved.title'), description: t('page.saved.description') },
    failed: t('page.saveFailed'),
    failureText: refusalText,
    lists: TEAM_PAGE_LISTS,
    onClose,
  });
  const challengeOptions = withChallenge(challenges.data?.challenges.nodes ?? [], team.challenge);

  return (
    <DialogForm
      {...submit}
      dialogId={DIALOG_ID}
      subtitle={t('teamPage.edit.subtitle')}
      submitLabel={t('page.save')}
      submittingLabel={t('page.saving')}
    >
      <TeamFormFields field={field} challengeOptions={challengeOptions} />
    </DialogForm>
  );
}
