import { useMutation } from '@apollo/client/react';
import { CREATE_CHALLENGE_MUTATION } from '../graphql/challenges';
import { useDialogSubmit, useFieldProps, useZodForm } from '../ui/dialogForm';
import { DialogForm, FormDialog } from '../ui/FormDialog';
import { ChallengeFormFields, challengeFormSchema } from './ChallengeFormFields';
import { useChallengesT } from './messages';

/** The lists a new challenge changes (product.md §7). */
export const CHALLENGE_LISTS = ['Challenges'] as const;

export { challengeFormSchema };

const DIALOG_ID = 'create-challenge';

/** 'Create Challenge' (product.md §2.10): title, description, category (default technology), difficulty (default beginner), tags. */
export function CreateChallengeDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useChallengesT();
  return (
    <FormDialog id={DIALOG_ID} open={open} onClose={onClose} title={t('challenges.form.title')}>
      <CreateChallengeForm onClose={onClose} />
    </FormDialog>
  );
}

function CreateChallengeForm({ onClose }: { onClose(): void }) {
  const t = useChallengesT();
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
    created: { title: t('challenges.created.title'), description: t('challenges.created.description') },
    // product.md §8: a failed create is 'Error' / 'Failed to create challenge.' (401 not handled specially).
    failed: t('challenges.createFailed'),
    relogin: false,
    lists: CHALLENGE_LISTS,
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
