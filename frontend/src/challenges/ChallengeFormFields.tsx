import { useIntl } from 'react-intl';
import { z } from 'zod';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { CHALLENGE_CATEGORIES, createChallengeSchema, DIFFICULTIES } from '@creators/contracts';
import type { useFieldProps } from '../ui/dialogForm';
import { categoryLabel, difficultyLabel } from '../ui/domainLabels';
import { NativeSelectField } from '../ui/FormDialog';
import { splitTags } from '../ui/listItems';
import { useChallengesT } from './messages';

/** createChallengeSchema with the tags typed as one comma-separated text (product.md §5), split with splitTags. */
export const challengeFormSchema = createChallengeSchema
  .pick({ title: true, description: true, category: true, difficulty: true, status: true })
  .extend({
    tags: z.string().transform(splitTags).pipe(createChallengeSchema.shape.tags.unwrap()),
  });

export type ChallengeFormValues = z.input<typeof challengeFormSchema>;

/** The fields a challenge's author fills in, on creation and on an edit (same rules and messages). */
export type ChallengeFieldName = 'title' | 'description' | 'category' | 'difficulty' | 'tags';

/** A form's field binder (useFieldProps) restricted to the challenge's fields. */
type FieldBinder = (name: ChallengeFieldName, hint?: string) => ReturnType<ReturnType<typeof useFieldProps>>;

/** Title, description, category, difficulty and tags (product.md §2.10), shared by 'Create Challenge' and 'Edit'. */
export function ChallengeFormFields({ field }: { field: FieldBinder }) {
  const t = useChallengesT();
  const intl = useIntl();
  return (
    <>
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
    </>
  );
}
