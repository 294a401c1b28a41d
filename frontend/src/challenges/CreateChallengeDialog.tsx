import { useMutation } from '@apollo/client/react';
import { CREATE_CHALLENGE_MUTATION } from '../graphql/challenges';
import { useDialogSubmit, useFieldProps, useZodForm } from '../ui/dialogForm';
import { DialogForm, FormDialog } from '../ui/FormDialog';
import { challengePath } from '../ui/links';
import { ChallengeFormFields, challengeFormSchema } from './ChallengeFormFields';
import { WithMessages } from '../i18n/WithMessages';
import { challengeFollowUpMessages, useChallengeFollowUpT } from './followUpMessages';
import { useChallengesT } from './messages';

/** The lists a new challenge changes (product.md §7). */
export const CHALLENGE_LISTS = ['Challenges'] as const;

/** What a new challenge changes: its lists and the dashboard's 'Your Progress' (its count of created challenges). */
export const CREATED_CHALLENGE_LISTS = [...CHALLENGE_LISTS, 'CreatedChallengeCount'] as const;

export { challengeFormSchema };

const DIALOG_ID = 'create-challenge';

/** 'Create Challenge' (product.md §2.10): title, description, category (default technology), difficulty (default beginner), tags. */
export function CreateChallengeDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useChallengesT();
  return (
    <FormDialog id={DIALOG_ID} open={open} onClose={onClose} title={t('challenges.form.title')}>
      <WithMessages messages={challengeFollowUpMessages}>
        <CreateChallengeForm onClose={onClose} />
      </WithMessages>
    </FormDialog>
  );
}

function CreateChallengeForm({ onClose }: { onClose(): void }) {
  const t = useChallengesT();
  const followUp = useChallengeFollowUpT();
  const [createChallenge] = useMutation(CREATE_CHALLENGE_MUTATION);
  const form = useZodForm(challengeFormSchema, {
    title: '',
    description: '',
    category: 'technology',
    difficulty: 'beginner',
    status: 'active',
    tags: '',
  });
  const field = useFieldProps(form);
  const submit = useDialogSubmit(form, {
    save: (input) => createChallenge({ variables: { input } }),
    fields: ['title', 'description', 'category', 'difficulty', 'tags'],
    created: ({ data }) => ({
      title: t('challenges.created.title'),
      description: t('challenges.created.description'),
      link: data && {
        label: followUp('challenges.created.view'),
        to: challengePath(data.createChallenge.id),
      },
    }),
    // product.md §8: a failed create is 'Error' / 'Failed to create challenge.' (401 not handled specially).
    failed: t('challenges.createFailed'),
    relogin: false,
    lists: CREATED_CHALLENGE_LISTS,
    onClose,
  });

  return (
    <DialogForm
      {...submit}
      dialogId={DIALOG_ID}
      subtitle={t('challenges.form.subtitle')}
      submitLabel={t('challenges.form.submit')}
      submittingLabel={t('challenges.form.submitting')}
    >
      <ChallengeFormFields field={field} />
    </DialogForm>
  );
}
