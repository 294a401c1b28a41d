import { useMutation } from '@apollo/client/react';
import { type ChallengePageData, UPDATE_CHALLENGE_MUTATION } from '../graphql/challengePage';
import { useDialogSubmit, useFieldProps, useZodForm } from '../ui/dialogForm';
import { refusalText } from '../ui/editFailures';
import { DialogForm, FormDialog } from '../ui/FormDialog';
import { ChallengeFormFields, challengeFormSchema } from './ChallengeFormFields';
import { useChallengePageT } from './pageMessages';

/** What an edit of a challenge changes on screen (its page and the lists that show it). */
export const CHALLENGE_EDIT_LISTS = ['ChallengePage', 'Challenges', 'MyTeamChallenges'] as const;

const DIALOG_ID = 'edit-challenge';

/**
 * The author's 'Edit challenge' (docs/product.md: owners change what they made): the fields of creation with its
 * rules and messages, sent with the version loaded; a stale edit shows the server's message instead of overwriting.
 */
export function EditChallengeDialog({
  challenge,
  open,
  onClose,
}: {
  challenge: ChallengePageData;
  open: boolean;
  onClose(): void;
}) {
  const t = useChallengePageT();
  return (
    <FormDialog id={DIALOG_ID} open={open} onClose={onClose} title={t('challengePage.edit')}>
      <EditChallengeForm challenge={challenge} onClose={onClose} />
    </FormDialog>
  );
}

function EditChallengeForm({ challenge, onClose }: { challenge: ChallengePageData; onClose(): void }) {
  const t = useChallengePageT();
  const [updateChallenge] = useMutation(UPDATE_CHALLENGE_MUTATION);
  const form = useZodForm(challengeFormSchema, {
    title: challenge.title,
    description: challenge.description,
    category: challenge.category as 'technology',
    difficulty: challenge.difficulty as 'beginner',
    status: 'active',
    tags: challenge.tags.join(', '),
  });
  const field = useFieldProps(form);
  const submit = useDialogSubmit(form, {
    save: ({ title, description, category, difficulty, tags }) =>
      updateChallenge({
        variables: {
          id: challenge.id,
          input: {
            expectedUpdatedAt: challenge.updatedAt,
            title,
            description,
            category,
            difficulty,
            tags,
          },
        },
      }),
    fields: ['title', 'description', 'category', 'difficulty', 'tags'],
    created: { title: t('page.saved.title'), description: t('page.saved.description') },
    failed: t('page.saveFailed'),
    failureText: refusalText,
    lists: CHALLENGE_EDIT_LISTS,
    onClose,
  });

  return (
    <DialogForm
      {...submit}
      dialogId={DIALOG_ID}
      subtitle={t('challengePage.edit.subtitle')}
      submitLabel={t('page.save')}
      submittingLabel={t('page.saving')}
    >
      <ChallengeFormFields field={field} />
    </DialogForm>
  );
}
