import { useIntl } from 'react-intl';
import { z } from 'zod';
import { useMutation } from '@apollo/client/react';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { CHALLENGE_CATEGORIES, createChallengeSchema, DIFFICULTIES, splitTags } from '@creators/contracts';
import { CREATE_CHALLENGE_MUTATION } from '../graphql/challenges';
import { useDialogSubmit, useFieldProps, useZodForm } from '../ui/dialogForm';
import { categoryLabel, difficultyLabel } from '../ui/domainLabels';
import { DialogForm, FormDialog, NativeSelectField } from '../ui/FormDialog';
import { useChallengesT } from './messages';

/** The lists a new challenge changes (product.md §7). */
export const CHALLENGE_LISTS = ['Challenges'] as const;

/** createChallengeSchema with the tags typed as one comma-separated text (product.md §5), split with splitTags. */
export const challengeFormSchema = createChallengeSchema
  .pick({ title: true, description: true, category: true, difficulty: true, status: true })
  .extend({
    tags: z.string().transform(splitTags).pipe(createChallengeSchema.shape.tags.unwrap()),
  });

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
  const intl = useIntl();
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
      <TextField
        {...field('title')}
        label={t('challenges.form.titleLabel')}
        placeholder={t('challenges.form.titlePlaceholder')}
        required
        // An opened dialog moves focus to its first field (WAI-ARIA dialog pattern).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <TextField
        {...field('description')}
        label={t('challenges.form.description')}
        placeholder={t('challenges.form.descriptionPlaceholder')}
        required
        multiline
        minRows={4}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <NativeSelectField
            {...field('category')}
            label={t('challenges.form.category')}
            options={CHALLENGE_CATEGORIES.map((category) => ({
              value: category,
              label: categoryLabel(intl, category),
            }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <NativeSelectField
            {...field('difficulty')}
            label={t('shared.difficulty')}
            options={DIFFICULTIES.map((difficulty) => ({
              value: difficulty,
              label: difficultyLabel(intl, difficulty),
            }))}
          />
        </Grid>
      </Grid>
      <TextField
        {...field('tags', t('challenges.form.tagsHint'))}
        label={t('challenges.form.tags')}
        placeholder={t('challenges.form.tagsPlaceholder')}
      />
    </DialogForm>
  );
}
