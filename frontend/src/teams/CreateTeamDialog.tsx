import { z } from 'zod';
import { useMutation, useQuery } from '@apollo/client/react';
import TextField from '@mui/material/TextField';
import { createTeamSchema, LIMITS } from '@creators/contracts';
import { CHALLENGE_CHOICES_QUERY } from '../graphql/challenges';
import { CREATE_TEAM_MUTATION } from '../graphql/teams';
import { useDialogSubmit, useFieldProps, useZodForm } from '../ui/dialogForm';
import { DialogForm, FormDialog, NativeSelectField } from '../ui/FormDialog';
import { useTeamsT } from './messages';

/** The lists a new team changes (product.md §7: teams and my teams; a linked challenge's team count). */
export const TEAM_LISTS = ['Teams', 'MyTeams', 'Challenges', 'MyTeamChallenges'] as const;

/** createTeamSchema, with the select's empty choice meaning "no challenge". */
const teamFormSchema = createTeamSchema.extend({
  challengeId: z.preprocess(
    (value) => (value === '' ? undefined : value),
    createTeamSchema.shape.challengeId,
  ),
});

const TEAM_SIZES = Array.from(
  { length: LIMITS.teamSizeMax - LIMITS.teamSizeMin + 1 },
  (_, i) => LIMITS.teamSizeMin + i,
);

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
  const challengeOptions: Array<{ id: string; title: string }> = (
    challenges.data?.challenges.nodes ?? []
  ).map(({ id, title }) => ({ id, title }));
  if (challenge && !challengeOptions.some((c) => c.id === challenge.id))
    challengeOptions.unshift({ id: challenge.id, title: challenge.title });

  return (
    <DialogForm
      {...submit}
      dialogId={DIALOG_ID}
      subtitle={t('teams.form.subtitle')}
      submitLabel={t('teams.form.submit')}
      submittingLabel={t('teams.form.submitting')}
    >
      <TextField
        {...field('name')}
        label={t('teams.form.name')}
        placeholder={t('teams.form.namePlaceholder')}
        required
        // An opened dialog moves focus to its first field (WAI-ARIA dialog pattern).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <TextField
        {...field('description')}
        label={t('teams.form.description')}
        placeholder={t('teams.form.descriptionPlaceholder')}
        multiline
        minRows={3}
      />
      <NativeSelectField
        {...field('maxMembers')}
        label={t('teams.form.maxMembers')}
        options={TEAM_SIZES.map((size) => ({
          value: String(size),
          label: t('teams.form.maxMembersOption', { count: size }),
        }))}
      />
      <NativeSelectField
        {...field('challengeId')}
        label={t('teams.form.challenge')}
        options={challengeOptions.map((option) => ({ value: option.id, label: option.title }))}
      >
        <option value="">{t('teams.form.noChallenge')}</option>
      </NativeSelectField>
    </DialogForm>
  );
}
