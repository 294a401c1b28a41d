import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { createResourceSchema, DIFFICULTIES, RESOURCE_TYPES } from '@creators/contracts';
import { CREATE_RESOURCE_MUTATION } from '../graphql/showcase';
import { useDialogSubmit, useFieldProps, useZodForm } from '../ui/dialogForm';
import { difficultyLabel } from '../ui/domainLabels';
import { DialogForm, FormDialog, NativeSelectField } from '../ui/FormDialog';
import { useResourcesT } from './messages';

/** The lists a new resource changes (product.md §7): this page's and the dashboard card's. */
export const RESOURCE_LISTS = ['LearningResources', 'Resources'] as const;

const DIALOG_ID = 'add-resource';

/** 'Add Resource' (product.md §2.12): title, description, type (default article), URL, provider, difficulty (default beginner), duration; no tags. */
export function AddResourceDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useResourcesT();
  return (
    <FormDialog id={DIALOG_ID} open={open} onClose={onClose} title={t('resources.form.title')}>
      <AddResourceForm onClose={onClose} />
    </FormDialog>
  );
}

function AddResourceForm({ onClose }: { onClose(): void }) {
  const t = useResourcesT();
  const intl = useIntl();
  const [createResource] = useMutation(CREATE_RESOURCE_MUTATION);
  const form = useZodForm(createResourceSchema, {
    title: '',
    description: '',
    type: 'article',
    url: '',
    provider: '',
    difficulty: 'beginner',
    duration: '',
  });
  const field = useFieldProps(form);
  const submit = useDialogSubmit(form, {
    save: (input) => createResource({ variables: { input } }),
    fields: ['title', 'description', 'type', 'url', 'provider', 'difficulty', 'duration'],
    created: { title: t('resources.added.title'), description: t('resources.added.description') },
    failed: t('resources.addFailed'),
    lists: RESOURCE_LISTS,
    onClose,
  });

  return (
    <DialogForm
      {...submit}
      dialogId={DIALOG_ID}
      subtitle={t('resources.form.subtitle')}
      submitLabel={t('resources.form.submit')}
      submittingLabel={t('resources.form.submitting')}
    >
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- an opened dialog moves focus to its first field (WAI-ARIA dialog pattern) */}
      <TextField {...field('title')} label={t('resources.form.titleLabel')} required autoFocus />
      <TextField {...field('description')} label={t('resources.form.description')} multiline minRows={3} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <NativeSelectField
            {...field('type')}
            label={t('resources.form.type')}
            options={RESOURCE_TYPES.map((type) => ({ value: type, label: t(`resourceType.${type}`) }))}
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
        {...field('url')}
        type="url"
        label={t('resources.form.url')}
        placeholder="https://"
        required
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('provider')}
            label={t('resources.form.provider')}
            placeholder={t('resources.form.providerPlaceholder')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('duration')}
            label={t('resources.form.duration')}
            placeholder={t('resources.form.durationPlaceholder')}
          />
        </Grid>
      </Grid>
    </DialogForm>
  );
}
